import { useEffect, useRef, useState } from "react";
import { ColorType, createChart, CrosshairMode, LineSeries, type IChartApi, type ISeriesApi, type Time, type UTCTimestamp } from "lightweight-charts";
import { cssVariable, themedChartOptions } from "../../ui/use-themed-chart";
import { formatChange } from "../stock-report/format-report";

export interface ChartLine {
  id: string;
  label: string;
  /** One value per date of the chart. */
  values: readonly number[];
  /** A colour token of styles/tokens.css, e.g. --color-world-3. */
  colorToken: string;
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
}

const timeOf = (date: string) => (Date.parse(`${date}T00:00:00Z`) / 1000) as UTCTimestamp;
const dayLabel = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short", year: "numeric", timeZone: "UTC" });

/**
 * Daily % changes of several lines on one time axis (lightweight-charts). The number of lines actually
 * drawn is on the container as data-series-count, so a test (or a reader of the DOM) can see what the
 * legend's toggles did to the chart itself.
 */
export function PerformanceChart({ dates, lines, label, onHover }: PerformanceChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<{ api: IChartApi; removed: boolean } | null>(null);
  const [drawn, setDrawn] = useState(0);
  const hoverRef = useRef(onHover);
  hoverRef.current = onHover;

  useEffect(() => {
    const container = containerRef.current!;
    const api = createChart(
      container,
      themedChartOptions({ ColorType }, container, {
        timeScale: { fixLeftEdge: true, fixRightEdge: true, timeVisible: false },
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
    const added: ISeriesApi<"Line">[] = lines.map((line) => {
      const series = api.addSeries(LineSeries, {
        color: cssVariable(container, line.colorToken),
        lineWidth: 2,
        priceLineVisible: false,
        lastValueVisible: false,
        crosshairMarkerRadius: 3,
      });
      series.setData(line.values.map((value, index) => ({ time: times[index]!, value })));
      return series;
    });
    setDrawn(added.length);
    api.timeScale().fitContent();
    const onCrosshair = (param: { time?: Time }) => hoverRef.current?.(param.time === undefined ? null : (indexOfTime.get(param.time as UTCTimestamp) ?? null));
    api.subscribeCrosshairMove(onCrosshair);
    return () => {
      if (chart.removed) return;
      api.unsubscribeCrosshairMove(onCrosshair);
      for (const series of added) api.removeSeries(series);
    };
  }, [chart, dates, lines]);

  return <div ref={containerRef} role="img" aria-label={label} data-series-count={drawn} className="h-64 w-full overflow-hidden rounded-sm sm:h-80" />;
}
