import { useEffect, useRef } from "react";
import type { Time, UTCTimestamp } from "lightweight-charts";
import type { OilPrices } from "@tradewire/core/schemas/middle-east";
import { useThemedChart } from "../../../ui/use-themed-chart";
import { formatNewYorkClock } from "./format-new-york-clock";

interface OilPriceChartProps {
  bars: OilPrices["bars"];
  /** Names the chart for screen readers. */
  label: string;
  /** Called with the close under the crosshair, or null when it leaves the chart. */
  onHover: (bar: { time: number; close: number } | null) => void;
}

const secondsOf = (time: number) => (time / 1000) as UTCTimestamp;
const millisecondsOf = (time: Time) => (time as number) * 1000;

/** A #rrggbb token with an opacity, since the chart takes colours as strings and the tokens carry none. */
function withAlpha(hex: string, alpha: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return hex;
  const [red, green, blue] = match.slice(1).map((part) => Number.parseInt(part, 16));
  return `rgba(${red}, ${green}, ${blue}, ${alpha})`;
}

/**
 * The USO ETF's 1-minute closes as an area under a line (lightweight-charts; only closes are stored, so no
 * candles), on the New York clock the session runs on. The library is imported on first use, so the map
 * page draws its panels without waiting for it.
 */
export function OilPriceChart({ bars, label, onHover }: OilPriceChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const hoverRef = useRef(onHover);
  hoverRef.current = onHover;

  const { chart, failed } = useThemedChart(containerRef, {
    options: (lib) => ({
      layout: { fontSize: 10, attributionLogo: false },
      grid: { vertLines: { visible: false } },
      timeScale: {
        timeVisible: true,
        secondsVisible: false,
        fixLeftEdge: true,
        fixRightEdge: true,
        tickMarkFormatter: (time: Time) => formatNewYorkClock(millisecondsOf(time)),
      },
      localization: {
        timeFormatter: (time: Time) => `${formatNewYorkClock(millisecondsOf(time))} ET`,
        priceFormatter: (price: number) => price.toFixed(2),
      },
      crosshair: { mode: lib.CrosshairMode.Magnet },
      handleScroll: false,
      handleScale: false,
    }),
    setup: ({ api, lib, token }) => {
      const accent = token("--color-accent");
      const series = api.addSeries(lib.AreaSeries, {
        lineColor: accent,
        lineWidth: 2,
        topColor: withAlpha(accent, 0.32),
        bottomColor: withAlpha(accent, 0.02),
        priceLineColor: token("--color-ink-faint"),
        crosshairMarkerRadius: 3,
      });
      api.subscribeCrosshairMove((param) => {
        const point = param.time === undefined ? undefined : (param.seriesData.get(series) as { time: Time; value: number } | undefined);
        hoverRef.current(point ? { time: millisecondsOf(point.time), close: point.value } : null);
      });
      return { series };
    },
  });

  useEffect(() => {
    if (!chart) return;
    chart.series.setData(bars.map((bar) => ({ time: secondsOf(bar.time), value: bar.close })));
    chart.api.timeScale().fitContent();
  }, [chart, bars]);

  if (failed) return <p className="text-sm text-danger">The chart could not be loaded.</p>;
  return <div ref={containerRef} role="img" aria-label={label} data-bar-count={chart ? bars.length : undefined} className="h-44 w-full overflow-hidden rounded-sm" />;
}
