import { Link } from "react-router-dom";
import type { MarketMover } from "@tradewire/core/schemas/dashboard";
import { EmptyState } from "../../ui/empty-state";
import { LoadingState } from "../../ui/loading-state";
import { RetryErrorState } from "../../ui/retry-error-state";
import { useMarketMoversStore } from "./market-movers-store";
import { MoversTable } from "./movers-table";
import { PremiumCard } from "./premium-card";
import { sampleMovers } from "./sample-movers";
import { UpgradeFooter } from "./upgrade-footer";
import { useMarketMovers } from "./use-market-movers";

const title = "Market Trends";
const subtitle = "The day's biggest movers among the tickers in the news";

/** The dashboard's Market Trends card (spec section 2): real movers for premium users, the sample table for the rest. */
export function MarketTrendsCard() {
  return (
    <PremiumCard title={title} subtitle={subtitle} sample={<SampleMovers />}>
      <LiveMovers />
    </PremiumCard>
  );
}

/** Free users: the sample table; nothing is fetched. */
function SampleMovers() {
  return (
    <>
      <MoversTable label="Market trends (sample)" rows={sampleMovers} />
      <UpgradeFooter>Sample data: invented instruments and prices. Premium shows today's movers from the stories you read.</UpgradeFooter>
    </>
  );
}

function LiveMovers() {
  useMarketMovers();
  const status = useMarketMoversStore((s) => s.status);
  const movers = useMarketMoversStore((s) => s.movers);
  const error = useMarketMoversStore((s) => s.error);
  const load = useMarketMoversStore((s) => s.load);

  if (status === "idle" || status === "loading") return <LoadingState>Loading market trends...</LoadingState>;
  if (status === "error") return <RetryErrorState onRetry={load}>{error}</RetryErrorState>;
  if (!movers.length) {
    return (
      <EmptyState>
        No price moves yet for the tickers of recent stories. Prices arrive with a story's stock report:{" "}
        <Link to="/news" className="text-accent-strong hover:underline">
          open the News feed
        </Link>
        .
      </EmptyState>
    );
  }
  return (
    <>
      <MoversTable label="Market trends" rows={movers} />
      <p className="mt-auto text-xs text-ink-muted">
        Latest session: {sessionDay(movers)}. 1D is the change since the previous trading day's close.
      </p>
    </>
  );
}

const newYorkDay = new Intl.DateTimeFormat("en-GB", { timeZone: "America/New_York", weekday: "short", day: "numeric", month: "short" });

/** The New York trading day of the newest price shown (on a weekend, Friday's). */
function sessionDay(movers: readonly MarketMover[]): string {
  const newest = Math.max(...movers.map((mover) => Date.parse(mover.as_of)));
  return newYorkDay.format(newest);
}
