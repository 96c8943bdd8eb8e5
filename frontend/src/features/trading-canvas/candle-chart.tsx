import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { CandlestickData, Time, UTCTimestamp } from "lightweight-charts";
import type { BarInterval } from "@tradewire/core/wire-constants";
import { useThemedChart } from "../../ui/use-themed-chart";
import { ChartAttribution } from "../stock-report/chart-attribution";
import type { Candle } from "./candles-from-closes";
import { formatAxisTime, formatBarTime } from "./format-bar-time";

interface CandleChartProps {
  candles: readonly Candle[];
  interval: BarInterval;
  /** Names the chart for screen readers. */
  label: string;
  /** What the candles are made of, under the chart. */
  caption: ReactNode;
}

const secondsOf = (time: number) => (time / 1000) as UTCTimestamp;
const millisecondsOf = (time: Time) => (time as number) * 1000;
const price = (value: number) => value.toFixed(2);

/**
 * A candlestick chart of one symbol. lightweight-charts is imported on first use, so the dashboard's
 * first paint (and every other page) does not download it.
 */
export function CandleChart({ candles, interval, label, caption }: CandleChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState<Candle | null>(null);

  const { chart, failed } = useThemedChart(containerRef, {
    // The library's logo is a link inside the chart's image (a control nested in an image); the caption credits TradingView instead, as its licence allows.
    options: (lib) => ({ layout: { attributionLogo: false }, timeScale: { timeVisible: true, secondsVisible: false }, crosshair: { mode: lib.CrosshairMode.Normal } }),
    setup: ({ api, lib, token }) => {
      const series = api.addSeries(lib.CandlestickSeries, {
        upColor: token("--color-gain"),
        downColor: token("--color-loss"),
        borderUpColor: token("--color-gain"),
        borderDownColor: token("--color-loss"),
        wickUpColor: token("--color-gain"),
        wickDownColor: token("--color-loss"),
        priceLineColor: token("--color-ink-faint"),
      });
      api.subscribeCrosshairMove((param) => {
        const data = param.time === undefined ? undefined : (param.seriesData.get(series) as CandlestickData | undefined);
        setHovered(data ? { time: millisecondsOf(data.time), open: data.open, high: data.high, low: data.low, close: data.close } : null);
      });
      return { series };
    },
  });

  useEffect(() => {
    if (!chart) return;
    const { api, series, lib } = chart;
    api.applyOptions({
      localization: { timeFormatter: (time: Time) => formatBarTime(millisecondsOf(time), interval) },
      timeScale: {
        tickMarkFormatter: (time: Time, type: number) => {
          const startsDay = type === lib.TickMarkType.DayOfMonth || type === lib.TickMarkType.Month || type === lib.TickMarkType.Year;
          return formatAxisTime(millisecondsOf(time), interval, startsDay);
        },
      },
    });
    series.setData(candles.map((candle) => ({ ...candle, time: secondsOf(candle.time) })));
    setHovered(null);
    api.timeScale().fitContent();
  }, [chart, candles, interval]);

  const shown = hovered ?? candles.at(-1) ?? null;
  const legend = useMemo(() => {
    if (!shown) return null;
    const change = shown.close - shown.open;
    return { ...shown, change, percent: (change / shown.open) * 100 };
  }, [shown]);

  if (failed) return <p className="text-sm text-loss">The chart could not be loaded.</p>;

  return (
    <figure className="flex flex-col gap-1">
      <div aria-hidden="true" className="flex min-h-4 flex-wrap gap-x-3 font-mono text-2xs text-ink-muted tabular-nums">
        {legend && (
          <>
            <span className="text-ink">{formatBarTime(legend.time, interval)}</span>
            <span>O <span className="text-ink">{price(legend.open)}</span></span>
            <span>H <span className="text-ink">{price(legend.high)}</span></span>
            <span>L <span className="text-ink">{price(legend.low)}</span></span>
            <span>C <span className="text-ink">{price(legend.close)}</span></span>
            <span className={legend.change >= 0 ? "text-gain" : "text-loss"}>
              {legend.change >= 0 ? "+" : ""}
              {price(legend.change)} ({legend.change >= 0 ? "+" : ""}
              {legend.percent.toFixed(2)}%)
            </span>
          </>
        )}
      </div>
      <div ref={containerRef} role="img" aria-label={label} className="h-64 w-full overflow-hidden sm:h-72" />
      <figcaption className="space-y-1 text-2xs text-ink-faint">
        <p>{caption}</p>
        <ChartAttribution />
      </figcaption>
    </figure>
  );
}
