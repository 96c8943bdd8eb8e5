import { Link } from "react-router-dom";
import { DashboardCard } from "../dashboard/dashboard-card";
import { EmptyState } from "../../ui/empty-state";
import { LoadingState } from "../../ui/loading-state";
import { RetryErrorState } from "../../ui/retry-error-state";
import { useWatchlist } from "./use-watchlist";
import { WatchlistTable } from "./watchlist-table";
import { useWatchlistStore } from "./watchlist-store";

const marketsLink = (
  <Link to="/prediction-markets" className="text-accent-strong underline">
    Prediction Markets
  </Link>
);

/**
 * The dashboard's Watchlist card (spec section 2): the markets the member hearted, live. The spec's original shows
 * a sample table here; the hearts are the member's own data, so every plan sees them (issue 28).
 */
export function WatchlistCard() {
  useWatchlist();
  const status = useWatchlistStore((s) => s.status);
  const markets = useWatchlistStore((s) => s.markets);
  const error = useWatchlistStore((s) => s.error);
  const load = useWatchlistStore((s) => s.load);

  return (
    <DashboardCard title="Watchlist" subtitle="Your watchlisted prediction markets, live">
      {(status === "idle" || status === "loading") && <LoadingState>Loading watchlist...</LoadingState>}
      {status === "error" && <RetryErrorState onRetry={load}>{error}</RetryErrorState>}
      {status === "loaded" && markets.length === 0 && <EmptyState>No markets on your watchlist yet. Add some with the heart in {marketsLink}.</EmptyState>}
      {status === "loaded" && markets.length > 0 && (
        <>
          <WatchlistTable label="Watchlist" rows={markets} />
          <p className="mt-auto text-xs text-ink-muted">Edit the list in {marketsLink}.</p>
        </>
      )}
    </DashboardCard>
  );
}
