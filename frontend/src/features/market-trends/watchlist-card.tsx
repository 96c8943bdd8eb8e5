import { Link } from "react-router-dom";
import { EmptyState } from "../../ui/empty-state";
import { LoadingState } from "../../ui/loading-state";
import { RetryErrorState } from "../../ui/retry-error-state";
import { PremiumCard } from "./premium-card";
import { sampleWatchlist } from "./sample-tables";
import { UpgradeFooter } from "./upgrade-footer";
import { useWatchlist } from "./use-watchlist";
import { WatchlistTable } from "./watchlist-table";
import { useWatchlistStore } from "./watchlist-store";

const title = "Watchlist";
const subtitle = "Your watchlisted prediction markets, live";

/** The dashboard's Watchlist card (spec section 2): the user's markets for premium users, the sample table for the rest. */
export function WatchlistCard() {
  return (
    <PremiumCard title={title} subtitle={subtitle} sample={<SampleWatchlist />}>
      <LiveWatchlist />
    </PremiumCard>
  );
}

/** Free users: the sample table; nothing is fetched. */
function SampleWatchlist() {
  return (
    <>
      <WatchlistTable label="Watchlist (sample)" rows={sampleWatchlist} linked={false} />
      <UpgradeFooter>Sample data. Premium follows the markets you watch, live.</UpgradeFooter>
    </>
  );
}

const marketsLink = (
  <Link to="/prediction-markets" className="text-accent-strong underline">
    Prediction Markets
  </Link>
);

function LiveWatchlist() {
  useWatchlist();
  const status = useWatchlistStore((s) => s.status);
  const markets = useWatchlistStore((s) => s.markets);
  const error = useWatchlistStore((s) => s.error);
  const load = useWatchlistStore((s) => s.load);

  if (status === "idle" || status === "loading") return <LoadingState>Loading watchlist...</LoadingState>;
  if (status === "error") return <RetryErrorState onRetry={load}>{error}</RetryErrorState>;
  if (!markets.length) return <EmptyState>No markets on your watchlist yet. Add some with the heart in {marketsLink}.</EmptyState>;
  return (
    <>
      <WatchlistTable label="Watchlist" rows={markets} linked />
      <p className="mt-auto text-xs text-ink-muted">Edit the list in {marketsLink}.</p>
    </>
  );
}
