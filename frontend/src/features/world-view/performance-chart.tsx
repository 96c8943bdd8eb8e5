import { useEffect, useRef, useState } from "react";
import { ColorType, createChart, CrosshairMode, LineSeries, LineStyle, type IChartApi, type ISeriesApi, type Time, type UTCTimestamp } from "lightweight-charts";
import { cssVariable, themedChartOptions } from "../../ui/use-themed-chart";
import { formatChange } from "../stock-report/format-report";
import type { LineDash, WorldLine } from "./world-palette";

/** A line of the chart; its colour token (of styles/tokens.css, e.g. --color-world-3) and dash are its look. */
export interface ChartLine extends WorldLine {
  id: string;
  /** One value per date of the chart. */
  values: readonly number[];
}

interface PerformanceChartProps {
  /** ISO dates, ascending. */
  dates: readonly string[];
  /** The lines to draw; a line left out is not on the chart. */
  lines: readonly ChartLine[];
  /** The chart's accessible name. */
  label: string;
  /** Called with the index of the date under the crosshair, or null when it leaves the chart. */
  onHover?: (index: number | null) => void;
  /** The id of a line to pick out: drawn thicker and on top, the others faded. */
  highlighted?: string | null;
}

const timeOf = (date: string) => (Date.parse(`${date}T00:00:00Z`) / 1000) as UTCTimestamp;
const dayLabel = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short", year: "numeric", timeZone: "UTC" });
const lineStyleOf: Record<LineDash, LineStyle> = { solid: LineStyle.Solid, dashed: LineStyle.Dashed, "long-dashed": LineStyle.LargeDashed, dotted: LineStyle.Dotted };
const LINE_WIDTH = 2;
/** The picked-out line's width, a pixel more than the others'. */
const PICKED_LINE_WIDTH = 3;
/** A faded line keeps a quarter of its colour. The tokens are hex, which the build may shorten (#ffffff to #fff). */
function fadedColor(hex: string): string {
  const digits = hex.slice(1);
  return `#${digits.length === 3 ? [...digits].map((digit) => digit + digit).join("") : digits}40`;
}

interface DrawnLine {
  series: ISeriesApi<"Line">;
  color: string;
}

/** Puts `highlighted` on top, thicker, and fades the other lines; with null (or an id not drawn) every line is as drawn. */
function highlightLine(drawn: ReadonlyMap<string, DrawnLine>, highlighted: string | null): string | null {
  const picked = highlighted !== null && drawn.has(highlighted) ? highlighted : null;
  for (const [id, { series, color }] of drawn) {
    const fades = picked !== null && id !== picked;
    series.applyOptions({ color: fades ? fadedColor(color) : color, lineWidth: id === picked ? PICKED_LINE_WIDTH : LINE_WIDTH });
  }
  if (picked !== null) drawn.get(picked)!.series.setSeriesOrder(drawn.size - 1);
  return picked;
}

/**
 * Daily % changes of several lines on one time axis (lightweight-charts). The number of lines actually
 * drawn is on the container as data-series-count, and the line picked out as data-highlighted, so a test
 * (or a reader of the DOM) can see what the legend did to the chart itself.
 */
export function PerformanceChart({ dates, lines, label, onHover, highlighted = null }: PerformanceChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<{ api: IChartApi; removed: boolean } | null>(null);
  const [drawn, setDrawn] = useState(0);
  const [picked, setPicked] = useState<string | null>(null);
  const drawnLines = useRef(new Map<string, DrawnLine>());
  const hoverRef = useRef(onHover);
  hoverRef.current = onHover;
  const highlightedRef = useRef(highlighted);
  highlightedRef.current = highlighted;

  useEffect(() => {
    const container = containerRef.current!;
    const api = createChart(
      container,
      themedChartOptions({ ColorType }, container, {
        // The library's logo is a link inside the chart's image (a control nested in an image); the page credits TradingView instead.
        layout: { attributionLogo: false },
        // A y-axis label that would be cut at the top or bottom edge is left out rather than drawn in half.
        rightPriceScale: { entireTextOnly: true },
        // A narrower window (a phone turned upright) squeezes the days rather than cutting off the latest of them.
        timeScale: { fixLeftEdge: true, fixRightEdge: true, lockVisibleTimeRangeOnResize: true, timeVisible: false },
        crosshair: { mode: CrosshairMode.Magnet },
        localization: {
          priceFormatter: (value: number) => formatChange(value),
          timeFormatter: (time: Time) => dayLabel.format(new Date((time as number) * 1000)),
        },
        handleScroll: false,
        handleScale: false,
      }),
    );
    const created = { api, removed: false };
    setChart(created);
    return () => {
      // React runs this before the series cleanup below on unmount; that cleanup must then leave the chart alone.
      created.removed = true;
      api.remove();
    };
  }, []);

  useEffect(() => {
    if (!chart) return;
    const { api } = chart;
    const container = containerRef.current!;
    const times = dates.map(timeOf);
    const indexOfTime = new Map(times.map((time, index) => [time, index]));
    const added = new Map<string, DrawnLine>();
    for (const line of lines) {
      const color = cssVariable(container, line.colorToken);
      const series = api.addSeries(LineSeries, {
        color,
        lineWidth: LINE_WIDTH,
        lineStyle: lineStyleOf[line.dash],
        priceLineVisible: false,
        lastValueVisible: false,
        crosshairMarkerRadius: 3,
      });
      series.setData(line.values.map((value, index) => ({ time: times[index]!, value })));
      added.set(line.id, { series, color });
    }
    drawnLines.current = added;
    setDrawn(added.size);
    setPicked(highlightLine(added, highlightedRef.current));
    api.timeScale().fitContent();
    const onCrosshair = (param: { time?: Time }) => hoverRef.current?.(param.time === undefined ? null : (indexOfTime.get(param.time as UTCTimestamp) ?? null));
    api.subscribeCrosshairMove(onCrosshair);
    return () => {
      drawnLines.current = new Map();
      if (chart.removed) return;
      api.unsubscribeCrosshairMove(onCrosshair);
      for (const { series } of added.values()) api.removeSeries(series);
    };
  }, [chart, dates, lines]);

  useEffect(() => {
    setPicked(highlightLine(drawnLines.current, highlighted));
  }, [highlighted]);

  return (
    <div
      ref={containerRef}
      role="img"
      aria-label={label}
      data-series-count={drawn}
      data-highlighted={picked ?? undefined}
      className="h-64 w-full overflow-hidden rounded-sm sm:h-80"
    />
  );
}
