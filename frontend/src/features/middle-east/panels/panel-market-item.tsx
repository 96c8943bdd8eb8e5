import { useId } from "react";
import type { PredictionEvent } from "@tradewire/core/schemas/markets";
import { classNames } from "../../../ui/class-names";
import { ErrorState } from "../../../ui/error-state";
import { LoadingState } from "../../../ui/loading-state";
import { MultiMarketPriceChart } from "../../../ui/price-chart/multi-market-price-chart";
import { formatProbability, formatVolume, probabilityTone } from "../../prediction-markets/format-market";
import { PlatformBadge, platformNames } from "../../prediction-markets/platform-badge";
import { usePriceHistory } from "../../prediction-markets/use-price-history";

interface PanelMarketItemProps {
  market: PredictionEvent;
  open: boolean;
  onToggle: () => void;
}

/** An opened market's price of Yes over the last day, in the multi-market chart (spec section 9: 440 by 180, scaled to the panel). */
function PanelMarketChart({ market }: { market: PredictionEvent }) {
  const history = usePriceHistory([market.id]);
  if (history.status === "loading") return <LoadingState>Loading price history...</LoadingState>;
  if (history.status === "failed") return <ErrorState>{history.error}</ErrorState>;
  return (
    <MultiMarketPriceChart
      title={`Price of Yes over the last 24 hours: ${market.question}`}
      series={history.histories.map((entry) => ({ id: entry.id, label: `${entry.question} (${entry.outcome})`, points: entry.prices }))}
    />
  );
}

/** One market of the side panel's box: its question and price; opening it shows its chart and where to trade it. */
export function PanelMarketItem({ market, open, onToggle }: PanelMarketItemProps) {
  const detailId = useId();
  return (
    <li className={classNames("rounded-sm border", open ? "border-line-strong bg-surface-raised" : "border-transparent")}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailId}
        onClick={onToggle}
        className="flex w-full items-start gap-2 rounded-sm px-2 py-1.5 text-left hover:bg-surface-raised"
      >
        <span aria-hidden="true" className="mt-px font-mono text-2xs text-ink-muted">
          {open ? "▾" : "▸"}
        </span>
        <span className="min-w-0 flex-1 text-xs text-ink-strong">{market.question}</span>
        <span className="flex shrink-0 flex-col items-end gap-0.5 font-mono text-2xs tabular-nums">
          <span className={classNames("text-xs font-semibold", probabilityTone(market.probability))}>{formatProbability(market.probability)}</span>
          <span className="text-ink-faint" title="Volume">
            {formatVolume(market.volume)}
          </span>
        </span>
      </button>
      {open && (
        <div id={detailId} className="space-y-2 px-2 pb-2">
          <PanelMarketChart market={market} />
          <div className="flex items-center justify-between gap-2 text-xs">
            <PlatformBadge platform={market.platform} />
            {market.event_url && (
              <a href={market.event_url} target="_blank" rel="noopener noreferrer" className="text-accent-strong underline-offset-4 hover:underline">
                Trade on {platformNames[market.platform]} <span aria-hidden="true">↗</span>
              </a>
            )}
          </div>
        </div>
      )}
    </li>
  );
}
