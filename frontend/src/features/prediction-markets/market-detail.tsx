import type { PredictionEvent } from "@tradewire/core/schemas/markets";
import { ErrorState } from "../../ui/error-state";
import { LoadingState } from "../../ui/loading-state";
import { MultiMarketPriceChart } from "../../ui/price-chart/multi-market-price-chart";
import { alertFormFromMarket } from "../alerts/alert-form-prefill";
import { AlertMeButton } from "../alerts/alert-me-button";
import { platformNames } from "./platform-badge";
import { usePriceHistory } from "./use-price-history";

/** An opened row: the market's price over the last day, and where to trade it. */
export function MarketDetail({ market }: { market: PredictionEvent }) {
  const history = usePriceHistory([market.id]);
  return (
    <div className="grid gap-4 py-2 sm:grid-cols-[minmax(0,440px)_1fr]">
      <div className="min-w-0">
        {history.status === "loading" && <LoadingState>Loading price history...</LoadingState>}
        {history.status === "failed" && <ErrorState>{history.error}</ErrorState>}
        {history.status === "loaded" && (
          <MultiMarketPriceChart
            title={`Price of Yes over the last 24 hours: ${market.question}`}
            series={history.histories.map((entry) => ({
              id: entry.id,
              label: `${entry.question} (${entry.outcome})`,
              points: entry.prices,
            }))}
          />
        )}
      </div>
      <div className="space-y-2 text-xs text-ink-muted">
        <p>The price of Yes is the market's probability that it resolves Yes. Last 24 hours, refreshed every 30 seconds.</p>
        {market.event_url && (
          <a href={market.event_url} target="_blank" rel="noopener noreferrer" className="inline-block text-accent-strong underline-offset-4 hover:underline">
            Trade on {platformNames[market.platform]} <span aria-hidden="true">↗</span>
          </a>
        )}
        <div>
          <AlertMeButton about={market.question} prefill={() => alertFormFromMarket(market)} labelled />
        </div>
      </div>
    </div>
  );
}
