import { useMemo, useState, type PointerEvent } from "react";
import { formatDateTime } from "../../format/format-date-time";
import { classNames } from "../class-names";
import { EmptyState } from "../empty-state";
import { floatingPanelClass } from "../floating-panel-class";
import {
  CHART_HEIGHT,
  CHART_WIDTH,
  HOVER_TOLERANCE,
  chartColour,
  clientToViewBox,
  formatPricePercent,
  layoutChart,
  nearestPointIndex,
  nearestSeries,
  type PriceSeries,
} from "./price-chart-maths";

export type { PriceSeries } from "./price-chart-maths";

interface MultiMarketPriceChartProps {
  series: PriceSeries[];
  /** The chart's accessible name; "Price history" when not given. */
  title?: string;
  width?: number;
  height?: number;
}

/** The line under the pointer and the point on it nearest the pointer's time. */
interface Hover {
  series: number;
  point: number;
}

/** Lines stay thin so ten of them can cross without a blur; the one under the pointer stands out. */
const LINE_WIDTH = 1.5;
const HIGHLIGHT_WIDTH = 2.75;
const DIMMED_OPACITY = 0.3;
/** How far, in SVG units, the tooltip sits from the point it describes. */
const TOOLTIP_OFFSET = 8;

const colourOf = (index: number) => `var(${chartColour(index)})`;

/**
 * Several markets' prices over time, drawn as plain SVG at a fixed viewBox (440 by 180 unless told) that
 * scales down with its container. Hovering picks out the line nearest the pointer, if it is within
 * HOVER_TOLERANCE units, and a tooltip gives its price at the nearest time.
 */
export function MultiMarketPriceChart({ series, title, width = CHART_WIDTH, height = CHART_HEIGHT }: MultiMarketPriceChartProps) {
  const layout = useMemo(() => layoutChart(series, width, height), [series, width, height]);
  const [hover, setHover] = useState<Hover | null>(null);

  if (!layout) return <EmptyState>No price history yet</EmptyState>;

  const { plot, lines, xTicks, yTicks } = layout;
  // New series can leave a stale hover pointing past the lines: it then counts as none.
  const hovered = hover ? lines[hover.series]?.[hover.point] : undefined;
  const highlighted = hovered ? hover!.series : null;
  const hoveredSeries = highlighted === null ? undefined : series[highlighted];

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const pointer = clientToViewBox(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect(), width, height);
    const nearest = nearestSeries(lines, pointer.x, pointer.y, HOVER_TOLERANCE);
    const point = nearest === null ? null : nearestPointIndex(lines[nearest]!, pointer.x);
    const next = nearest === null || point === null ? null : { series: nearest, point };
    setHover((current) => (current?.series === next?.series && current?.point === next?.point ? current : next));
  };

  return (
    <div className="space-y-2">
      <div className="relative w-full" style={{ maxWidth: width }}>
        <svg
          role="img"
          aria-label={title ?? "Price history"}
          viewBox={`0 0 ${width} ${height}`}
          width={width}
          height={height}
          className="block h-auto w-full touch-pan-y select-none"
          onPointerMove={onPointerMove}
          onPointerLeave={() => setHover(null)}
        >
          <g aria-hidden="true" className="fill-ink-muted font-mono text-2xs tabular-nums">
            {yTicks.map((tick) => (
              <g key={tick.value}>
                <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke="var(--color-line)" strokeWidth={1} />
                <text x={plot.left - 6} y={tick.y} textAnchor="end" dominantBaseline="middle">
                  {tick.label}
                </text>
              </g>
            ))}
            <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke="var(--color-line-strong)" strokeWidth={1} />
            {xTicks.map((tick) => (
              <g key={tick.time}>
                <line x1={tick.x} x2={tick.x} y1={plot.bottom} y2={plot.bottom + 3} stroke="var(--color-line-strong)" strokeWidth={1} />
                <text x={tick.x} y={height - 4} textAnchor="middle">
                  {tick.label}
                </text>
              </g>
            ))}
          </g>

          {hovered && <line x1={hovered.x} x2={hovered.x} y1={plot.top} y2={plot.bottom} stroke="var(--color-line-strong)" strokeWidth={1} strokeDasharray="2 2" />}

          {lines.map((line, index) => {
            const isHighlighted = index === highlighted;
            return (
              <g key={series[index]!.id} data-series-id={series[index]!.id} opacity={highlighted === null || isHighlighted ? 1 : DIMMED_OPACITY}>
                <polyline
                  points={line.map((point) => `${point.x.toFixed(2)},${point.y.toFixed(2)}`).join(" ")}
                  fill="none"
                  stroke={colourOf(index)}
                  strokeWidth={isHighlighted ? HIGHLIGHT_WIDTH : LINE_WIDTH}
                  strokeLinejoin="round"
                  strokeLinecap="round"
                />
                {/* A single price would be an invisible line of no length: it is shown as a dot. */}
                {line.length === 1 && <circle cx={line[0]!.x} cy={line[0]!.y} r={2.5} fill={colourOf(index)} />}
              </g>
            );
          })}
          {/* Drawn last, so the highlighted line's marker sits above every other line. */}
          {hovered && highlighted !== null && <circle cx={hovered.x} cy={hovered.y} r={3.5} fill={colourOf(highlighted)} stroke="var(--color-surface)" strokeWidth={1.5} />}
        </svg>

        {hovered && hoveredSeries && (
          <div
            data-testid="price-chart-tooltip"
            className={classNames("pointer-events-none absolute rounded-sm px-2 py-1 text-2xs whitespace-nowrap", floatingPanelClass)}
            style={{
              left: `${(hovered.x / width) * 100}%`,
              top: `${(hovered.y / height) * 100}%`,
              // The tooltip opens away from the nearer edges, so it is never cut off.
              transform: `translate(${hovered.x > width / 2 ? `calc(-100% - ${TOOLTIP_OFFSET}px)` : `${TOOLTIP_OFFSET}px`}, ${hovered.y > height / 2 ? `calc(-100% - ${TOOLTIP_OFFSET}px)` : `${TOOLTIP_OFFSET}px`})`,
            }}
          >
            <div className="flex items-center gap-1.5 text-ink-strong">
              <span aria-hidden="true" className="inline-block size-2 rounded-sm" style={{ background: colourOf(highlighted!) }} />
              {hoveredSeries.label}
            </div>
            <div className="font-mono text-ink tabular-nums">
              {formatPricePercent(hovered.price)} <span className="text-ink-muted">{formatDateTime(new Date(hovered.date).toISOString())}</span>
            </div>
          </div>
        )}
      </div>

      <ul aria-label="Markets" className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
        {series.map((one, index) => (
          <li
            key={one.id}
            data-highlighted={index === highlighted || undefined}
            className={classNames("flex items-center gap-1.5", index === highlighted ? "font-medium text-ink-strong" : "text-ink-muted")}
          >
            <span aria-hidden="true" className="inline-block size-2.5 shrink-0 rounded-sm" style={{ background: colourOf(index) }} />
            {one.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
