import { useEffect, useRef, useState } from "react";
import type { ISeriesApi, Time, UTCTimestamp } from "lightweight-charts";
import { formatDateTime } from "../../format/format-date-time";
import { cssVariable, useThemedChart } from "../../ui/use-themed-chart";
import { CHART_HEIGHT_PX, MAX_X_TICKS, SERIES_COLOR_TOKENS, chartPointsOf, dropCrowdedTicks, symmetricBound, tickIndices } from "./chart-maths";
import { axisTickLabels } from "./format-report";
import type { ReportChartFrame, ReportSeries } from "./present-report";

export interface VisibleSeries {
  series: ReportSeries;
  /** The ticker's colour slot in its frame, so a line keeps its colour when others are hidden. */
  colorIndex: number;
}

interface ReturnsChartProps {
  frame: ReportChartFrame;
  visible: VisibleSeries[];
}

/** Below this many CSS pixels per label the x-axis labels would collide on a narrow screen. */
const MIN_TICK_SPACING_PX = 52;

/** A label this close to the left edge starts at its bar instead of centring on it, so it is not cut off. */
const EDGE_PX = 28;

const isoOf = (time: Time) => new Date((time as number) * 1000).toISOString();

/**
 * The Returns line chart (spec sections 2 and 9). lightweight-charts is imported on first use, so the
 * news page does not download it until a report is opened.
 */
export function ReturnsChart({ frame, visible }: ReturnsChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [ticks, setTicks] = useState<{ text: string; left: number }[]>([]);
  const [axisHeight, setAxisHeight] = useState(0);
  const [hovered, setHovered] = useState<string | null>(null);

  const { chart, failed } = useThemedChart(containerRef, {
    options: (lib) => ({
      height: CHART_HEIGHT_PX,
      // Equal margins keep zero in the middle of the symmetric range.
      rightPriceScale: { scaleMargins: { top: 0.08, bottom: 0.08 } },
      timeScale: {
        fixLeftEdge: true,
        fixRightEdge: true,
        // The labels are drawn by this component, at most MAX_X_TICKS of them.
        tickMarkFormatter: () => "",
      },
      crosshair: { mode: lib.CrosshairMode.Normal, vertLine: { labelVisible: false } },
      localization: {
        priceFormatter: (value: number) => `${value.toFixed(2)}%`,
        timeFormatter: (time: Time) => formatDateTime(isoOf(time)),
      },
      handleScroll: false,
      handleScale: false,
    }),
    setup: ({ api }) => {
      api.subscribeCrosshairMove((param) => setHovered(param.time === undefined ? null : formatDateTime(isoOf(param.time))));
      return {};
    },
  });

  useEffect(() => {
    if (!chart) return;
    const { api, lib } = chart;
    const container = containerRef.current!;
    const bound = symmetricBound(visible.map((item) => item.series));
    const added: ISeriesApi<"Line">[] = visible.map(({ series, colorIndex }) => {
      const line = api.addSeries(lib.LineSeries, {
        color: cssVariable(container, SERIES_COLOR_TOKENS[colorIndex]!),
        lineWidth: 2,
        lineType: lib.LineType.Curved,
        priceLineVisible: false,
        lastValueVisible: false,
        autoscaleInfoProvider: () => ({ priceRange: { minValue: -bound, maxValue: bound } }),
      });
      line.setData(chartPointsOf(frame.labels, series.change).map((point) => ({ ...point, time: point.time as UTCTimestamp })));
      return line;
    });
    api.timeScale().fitContent();

    const placeTicks = () => {
      const timeScale = api.timeScale();
      const maxTicks = Math.min(MAX_X_TICKS, Math.max(2, Math.floor(timeScale.width() / MIN_TICK_SPACING_PX)));
      const positioned = tickIndices(frame.labels.length, maxTicks).flatMap((index) => {
        const left = timeScale.timeToCoordinate((Date.parse(frame.labels[index]!) / 1000) as UTCTimestamp);
        // x is where the label's middle will be, which is what crowding is measured by.
        return left === null ? [] : [{ index, left, x: left < EDGE_PX ? left + EDGE_PX : left }];
      });
      // Crowded labels go first, so a kept label still shows the date where its day starts.
      const kept = dropCrowdedTicks(positioned, MIN_TICK_SPACING_PX);
      const texts = axisTickLabels(frame.labels, kept.map((tick) => tick.index));
      setTicks(kept.map((tick, n) => ({ left: tick.left, text: texts[n]!.text })));
      setAxisHeight(timeScale.height());
    };
    // The chart lays itself out on the next frame; the labels follow it there and on every resize.
    const frameId = requestAnimationFrame(placeTicks);
    api.timeScale().subscribeSizeChange(placeTicks);
    return () => {
      cancelAnimationFrame(frameId);
      if (chart.removed) return;
      api.timeScale().unsubscribeSizeChange(placeTicks);
      for (const line of added) api.removeSeries(line);
    };
  }, [chart, frame, visible]);

  if (failed) return <p className="text-sm text-loss">The chart could not be loaded.</p>;

  return (
    <figure className="space-y-1">
      <figcaption className="h-4 font-mono text-2xs text-ink-muted tabular-nums" aria-hidden="true">
        {hovered ?? ""}
      </figcaption>
      <div ref={containerRef} className="relative h-50 w-full overflow-hidden" role="img" aria-label={`Returns since the event, ${frame.label}: ${visible.map((item) => item.series.ticker).join(", ")}`}>
        <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 bottom-0 z-10" style={{ height: axisHeight }}>
          {ticks.map((tick) => (
            <span
              key={`${tick.left}-${tick.text}`}
              className={`absolute top-1/2 -translate-y-1/2 font-mono text-2xs whitespace-nowrap text-ink-muted tabular-nums ${tick.left < EDGE_PX ? "" : "-translate-x-1/2"}`}
              style={{ left: tick.left }}
            >
              {tick.text}
            </span>
          ))}
        </div>
      </div>
    </figure>
  );
}
