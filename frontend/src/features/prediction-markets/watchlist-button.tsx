import { useState } from "react";
import { showToast } from "../../stores/toast-store";
import { classNames } from "../../ui/class-names";
import { toggleWatchlist } from "./markets-api";
import { useMarketsStore } from "./markets-store";

/**
 * The heart that puts a market on the member's watchlist or takes it off (spec section 4): disabled while
 * the call is pending, then a toast either way (spec section 8).
 */
export function WatchlistButton({ id, question, watchlisted }: { id: string; question: string; watchlisted: boolean }) {
  const [pending, setPending] = useState(false);
  const setWatchlisted = useMarketsStore((s) => s.setWatchlisted);
  const toggle = async () => {
    setPending(true);
    try {
      const answer = await toggleWatchlist(id);
      setWatchlisted(id, answer.watchlisted);
      showToast({ title: "Watchlist updated", description: "Prediction market watchlist status has been updated successfully." });
    } catch {
      showToast({ title: "Error", description: "Failed to update watchlist. Please try again.", tone: "destructive" });
    } finally {
      setPending(false);
    }
  };
  return (
    <button
      type="button"
      aria-pressed={watchlisted}
      aria-label={`${watchlisted ? "Remove from" : "Add to"} watchlist: ${question}`}
      disabled={pending}
      onClick={() => void toggle()}
      className={classNames(
        "rounded-sm px-1.5 text-base leading-none transition-colors disabled:opacity-50",
        watchlisted ? "text-loss hover:text-ink-muted" : "text-ink-faint hover:text-loss",
      )}
    >
      <span aria-hidden="true">{watchlisted ? "♥" : "♡"}</span>
    </button>
  );
}
