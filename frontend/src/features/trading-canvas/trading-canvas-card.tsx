import { useEffect, useMemo } from "react";
import { useShallow } from "zustand/react/shallow";
import type { PriceSource } from "@tradewire/core/schemas/prices";
import { barIntervals } from "@tradewire/core/wire-constants";
import { DashboardCard } from "../dashboard/dashboard-card";
import { Button } from "../../ui/button";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { LoadingState } from "../../ui/loading-state";
import { SearchableSelect } from "../../ui/searchable-select";
import { CandleChart } from "./candle-chart";
import { candlesFromCloses } from "./candles-from-closes";
import { formatBarTime } from "./format-bar-time";
import { symbolGroups } from "./symbol-groups";
import { useTradingCanvasStore } from "./trading-canvas-store";

const sourceNote: Record<PriceSource, string> = {
  yahoo: "Prices from Yahoo Finance, cached when story reports were built.",
  replay: "Replay prices: generated paths of the offline data set, not market data.",
};

/**
 * The trading canvas (spec section 2, premium): candles of a ticker whose prices the report jobs cached.
 * Only closes are stored, so the candles are built from consecutive closes, and the caption says so.
 */
export function TradingCanvasCard({ className }: { className?: string }) {
  const { symbolsStatus, symbols, symbol, interval, barsStatus, bars, error, loadSymbols, chooseSymbol, chooseInterval } = useTradingCanvasStore(
    useShallow((s) => ({
      symbolsStatus: s.symbolsStatus,
      symbols: s.symbols,
      symbol: s.symbol,
      interval: s.interval,
      barsStatus: s.barsStatus,
      bars: s.bars,
      error: s.error,
      loadSymbols: s.loadSymbols,
      chooseSymbol: s.chooseSymbol,
      chooseInterval: s.chooseInterval,
    })),
  );
  const groups = useMemo(() => symbolGroups(symbols), [symbols]);

  useEffect(() => {
    void loadSymbols();
  }, [loadSymbols]);

  const candles = useMemo(() => (bars ? candlesFromCloses(bars.bars) : []), [bars]);
  const offered = symbols.find((candidate) => candidate.symbol === symbol)?.intervals ?? [];
  const shownBars = bars && bars.symbol === symbol && bars.interval === interval ? bars : null;
  const lastBar = shownBars?.bars.at(-1);

  const chooser = symbols.length > 0 && (
    <>
      <SearchableSelect
        label="Ticker"
        searchLabel="Search name or symbol"
        value={symbol}
        groups={groups}
        onChange={(chosen) => void chooseSymbol(chosen)}
        widthClass="w-56 sm:w-64"
      />
      <div role="group" aria-label="Bar size" className="flex gap-1">
        {barIntervals.map((candidate) => (
          <Button
            key={candidate}
            size="xs"
            variant={candidate === interval ? "primary" : "secondary"}
            aria-pressed={candidate === interval}
            disabled={!offered.includes(candidate)}
            onClick={() => void chooseInterval(candidate)}
            className="font-mono"
          >
            {candidate}
          </Button>
        ))}
      </div>
    </>
  );

  return (
    <DashboardCard className={className} title="Trading Canvas" subtitle="Candles of the tickers in the news" badge="Premium" actions={chooser}>
      {(symbolsStatus === "idle" || symbolsStatus === "loading") && <LoadingState>Loading prices...</LoadingState>}
      {error && <ErrorState>{error}</ErrorState>}
      {symbolsStatus === "loaded" && symbols.length === 0 && (
        <EmptyState>No prices cached yet. Prices are cached when a story's stock report is built; tickers appear here then.</EmptyState>
      )}
      {barsStatus === "loading" && !shownBars && <LoadingState>Loading {symbol} bars...</LoadingState>}
      {shownBars && candles.length === 0 && (
        <EmptyState>
          Not enough {interval} bars cached for {shownBars.symbol} to draw candles.
        </EmptyState>
      )}
      {shownBars && candles.length > 0 && (
        <CandleChart
          candles={candles}
          interval={interval}
          label={`${shownBars.symbol} ${interval} candles, ${candles.length} bars${lastBar ? `, last close ${lastBar.close.toFixed(2)}` : ""}`}
          caption={
            <>
              Only closes are stored: each candle opens at the previous bar's close, and its high and low are the larger and smaller of
              the two, so moves inside a bar are not shown. {sourceNote[shownBars.source]}
              {lastBar && ` Last bar ${formatBarTime(lastBar.time, interval)}.`}
            </>
          }
        />
      )}
    </DashboardCard>
  );
}
