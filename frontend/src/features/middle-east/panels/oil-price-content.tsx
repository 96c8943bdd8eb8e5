import { useState } from "react";
import { useShallow } from "zustand/react/shallow";
import { changeToneClass, formatChange, formatPrice } from "../../stock-report/format-report";
import { classNames } from "../../../ui/class-names";
import { EmptyState } from "../../../ui/empty-state";
import { ErrorState } from "../../../ui/error-state";
import { LoadingState } from "../../../ui/loading-state";
import { PriceModeNote } from "../../world-view/price-mode-note";
import { oilPriceTexts, useOilPrices, useOilPricesStore } from "../use-oil-prices";
import { formatNewYorkClock, formatNewYorkDay } from "./format-new-york-clock";
import { OilPriceChart } from "./oil-price-chart";

/** Spec section 2: the oil price chart, USO ETF in 1-minute bars; the box around it gives the title. */
export function OilPriceContent() {
  useOilPrices();
  const { status, prices, error } = useOilPricesStore(useShallow((s) => ({ status: s.status, prices: s.prices, error: s.error })));
  const [hovered, setHovered] = useState<{ time: number; close: number } | null>(null);

  if (status === "error") return <ErrorState>{error}</ErrorState>;
  if (status !== "ready" || !prices) return <LoadingState>{oilPriceTexts.loading}</LoadingState>;
  const { bars, symbol, mode } = prices;
  const first = bars[0];
  const shown = hovered ?? bars.at(-1);
  if (!first || !shown) return <EmptyState>{oilPriceTexts.empty}</EmptyState>;
  const change = ((shown.close - first.close) / first.close) * 100;

  return (
    <div className="space-y-2">
      {error && <ErrorState>{error}</ErrorState>}
      <p className="flex flex-wrap items-baseline gap-x-2 font-mono tabular-nums">
        <span className="text-xs text-ink-muted">{symbol}</span>
        <span className="text-base font-semibold text-ink-strong">${formatPrice(shown.close)}</span>
        <span className={classNames("text-xs", changeToneClass(change))} title="Change since the session's first minute">
          {formatChange(change)}
        </span>
        <span className="ml-auto text-2xs text-ink-faint">
          {formatNewYorkDay(shown.time)} {formatNewYorkClock(shown.time)} ET
        </span>
      </p>
      <OilPriceChart bars={bars} label={`${symbol} 1-minute closes, ${formatNewYorkDay(first.time)}`} onHover={setHovered} />
      <p className="text-2xs text-ink-faint">1-minute closes of the last trading session, New York time; change since the session's first minute.</p>
      <PriceModeNote mode={mode} what="USO prices" />
    </div>
  );
}
