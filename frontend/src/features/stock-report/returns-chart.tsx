import { useEffect, useRef, useState } from "react";
import type { ISeriesApi, ITimeScaleApi, Logical, Time, UTCTimestamp } from "lightweight-charts";
import { formatDateTime } from "../../format/format-date-time";
import { useTimeZone } from "../../stores/time-zone-store";
import { cssVariable, useThemedChart } from "../../ui/use-themed-chart";
import {
  CHART_HEIGHT_PX,
  MAX_X_TICKS,
  SERIES_COLOR_TOKENS,
  chartPointsOf,
  dropCrowdedTicks,
  logicalIndexAt,
  symmetricBound,
  tickIndices,
} from "./chart-maths";
import { EventMarker } from "./event-marker";
import { axisTickLabels, formatAxisPercent } from "./format-report";
import type { PresentedReport, ReportChartFrame, ReportSeries } from "./present-report";

export interface VisibleSeries {
  series: ReportSeries;
  /** The ticker's colour slot in its frame, so a line keeps its colour when others are hidden. */
  colorIndex: number;
}

interface ReturnsChartProps {
  frame: ReportChartFrame;
  visible: VisibleSeries[];
  /** The story: a vertical marker at its time, its title on hover. */
  event: PresentedReport["event"];
}

/** Below this many CSS pixels per label the x-axis labels would collide on a narrow screen. */
const MIN_TICK_SPACING_PX = 52;

/** A label this close to the left edge starts at its bar instead of centring on it, so it is not cut off. */
const EDGE_PX = 28;

const isoOf = (time: Time) => new Date((time as number) * 1000).toISOString();

/** The x of a fractional bar index: the library places whole bars only, and bars are evenly spaced. */
function coordinateOf(timeScale: ITimeScaleApi<Time>, logical: number): number | null {
  const whole = Math.floor(logical);
  const from = timeScale.logicalToCoordinate(whole as Logical);
  const to = timeScale.logicalToCoordinate((whole + 1) as Logical);
  return from === null || to === null ? null : from + (logical - whole) * (to - from);
}

/**
 * The Returns line chart (spec sections 2 and 9). lightweight-charts is imported on first use, so the
 * news page does not download it until a report is opened.
 */
export function ReturnsChart({ frame, visible, event }: ReturnsChartProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [ticks, setTicks] = useState<{ text: string; left: number }[]>([]);
  const [axisHeight, setAxisHeight] = useState(0);
  const [eventLeft, setEventLeft] = useState<number | null>(null);
  const [hovered, setHovered] = useState<string | null>(null);
  // The chart's own callbacks are set once: they read the reader's zone from here.
  const { timeZone } = useTimeZone();
  const zoneRef = useRef(timeZone);
  zoneRef.current = timeZone;

  const { chart, failed } = useThemedChart(containerRef, {
    options: (lib) => ({
      height: CHART_HEIGHT_PX,
      // The library's logo sat over the lines; the modal's footer links to TradingView instead, as its licence allows.
      layout: { attributionLogo: false },
      // Equal margins keep zero in the middle of the symmetric range; a label that would be cut at the top or
      // bottom edge is left out rather than drawn in half.
      rightPriceScale: { scaleMargins: { top: 0.08, bottom: 0.08 }, entireTextOnly: true },
      timeScale: {
        fixLeftEdge: true,
        fixRightEdge: true,
        // A narrower window (a phone turned upright) squeezes the bars rather than cutting off the latest of them.
        lockVisibleTimeRangeOnResize: true,
        // The labels are drawn by this component, at most MAX_X_TICKS of them.
        tickMarkFormatter: () => "",
      },
      crosshair: { mode: lib.CrosshairMode.Normal, vertLine: { labelVisible: false } },
      localization: {
        priceFormatter: formatAxisPercent,
        timeFormatter: (time: Time) => formatDateTime(isoOf(time), zoneRef.current),
      },
      handleScroll: false,
      handleScale: false,
    }),
    setup: ({ api }) => {
      api.subscribeCrosshairMove((param) => setHovered(param.time === undefined ? null : formatDateTime(isoOf(param.time), zoneRef.current)));
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
      const texts = axisTickLabels(frame.labels, kept.map((tick) => tick.index), timeZone);
      setTicks(kept.map((tick, n) => ({ left: tick.left, text: texts[n]!.text })));
      setAxisHeight(timeScale.height());
      const eventIndex = logicalIndexAt(frame.labels, event.date);
      const eventX = eventIndex === null ? null : coordinateOf(timeScale, eventIndex);
      setEventLeft(eventX === null || eventX < 0 || eventX > timeScale.width() ? null : eventX);
    };
    // The chart lays itself out on the next frame, after a resize too (its size is told before its bars are spaced
    // again); the labels follow it there.
    let frameId = requestAnimationFrame(placeTicks);
    const placeTicksNextFrame = () => {
      cancelAnimationFrame(frameId);
      frameId = requestAnimationFrame(placeTicks);
    };
    api.timeScale().subscribeSizeChange(placeTicksNextFrame);
    return () => {
      cancelAnimationFrame(frameId);
      if (chart.removed) return;
      api.timeScale().unsubscribeSizeChange(placeTicksNextFrame);
      for (const line of added) api.removeSeries(line);
    };
  }, [chart, frame, visible, event.date, timeZone]);

  if (failed) return <p className="text-sm text-loss">The chart could not be loaded.</p>;

  return (
    <figure className="space-y-1">
      <figcaption className="h-4 font-mono text-2xs text-ink-muted tabular-nums" aria-hidden="true">
        {hovered ?? ""}
      </figcaption>
      <div className="relative">
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
        {eventLeft !== null && <EventMarker left={eventLeft} height={CHART_HEIGHT_PX - axisHeight} event={event} />}
      </div>
    </figure>
  );
}
