import { useMemo, useState } from "react";
import { EmptyState } from "../../ui/empty-state";
import { LoadingState } from "../../ui/loading-state";
import { RetryErrorState } from "../../ui/retry-error-state";
import { PerformanceChart, type ChartLine } from "./performance-chart";
import { PriceModeNote } from "./price-mode-note";
import { rangeLabelOf } from "./range-buttons";
import { RegionLegend, type LegendEntry } from "./region-legend";
import { regionLineOf } from "./world-palette";
import { useWorldViewStore } from "./world-view-store";

const dayMonthYear = new Intl.DateTimeFormat("en-GB", { day: "2-digit", month: "short", year: "numeric", timeZone: "UTC" });
const formatDay = (date: string) => dayMonthYear.format(new Date(`${date}T00:00:00Z`));

/**
 * 'G10 Performance' (spec section 2): each member's main index as % change over the range, a toggle per region named
 * by its index, and the legend entry pointed at picked out on the chart.
 */
export function G10PerformanceSection() {
  const { status, data: report, error } = useWorldViewStore((s) => s.world);
  const hiddenRegions = useWorldViewStore((s) => s.hiddenRegions);
  const toggleRegion = useWorldViewStore((s) => s.toggleRegion);
  const loadWorld = useWorldViewStore((s) => s.loadWorld);
  const [hoveredIndex, setHovered] = useState<number | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);

  const all = useMemo(
    () =>
      (report?.series ?? []).map((series, place) => ({
        ...regionLineOf(series.region, place),
        id: series.region,
        name: series.name,
        symbol: series.symbol,
        values: series.values,
      })),
    [report],
  );
  const shown = useMemo<ChartLine[]>(() => all.filter((line) => !hiddenRegions.includes(line.id)), [all, hiddenRegions]);
  const dates = report?.dates ?? [];
  // A hover over the last range's chart may point past this one's dates.
  const hovered = hoveredIndex !== null && hoveredIndex < dates.length ? hoveredIndex : null;
  const legend: LegendEntry[] = all.map((line) => ({
    region: line.id,
    name: line.name,
    symbol: line.symbol,
    line,
    visible: !hiddenRegions.includes(line.id),
    value: line.values[hovered ?? line.values.length - 1] ?? null,
  }));

  return (
    <section aria-labelledby="g10-performance" className="space-y-3 rounded-md border border-line bg-surface p-3 sm:p-4">
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="g10-performance" className="text-lg font-semibold text-ink-strong">
          G10 Performance
        </h2>
        {report && dates.length > 0 && (
          <p className="font-mono text-2xs text-ink-muted tabular-nums">
            {hovered === null ? `% change since ${formatDay(dates[0]!)}, ${rangeLabelOf(report.range)}` : formatDay(dates[hovered]!)}
          </p>
        )}
      </header>
      {report && <PriceModeNote mode={report.mode} what="index levels" />}

      {status === "error" && <RetryErrorState onRetry={loadWorld}>{error}</RetryErrorState>}
      {!report && status !== "error" && <LoadingState>Loading market data...</LoadingState>}
      {report && !dates.length && <EmptyState>No index prices for this range yet</EmptyState>}
      {report && dates.length > 0 && (
        <>
          <PerformanceChart
            dates={dates}
            lines={shown}
            label={`G10 Performance: % change of each region's main index, ${rangeLabelOf(report.range)}`}
            onHover={setHovered}
            highlighted={highlighted}
          />
          <RegionLegend entries={legend} onToggle={toggleRegion} onHighlight={setHighlighted} />
          {report.missing.length > 0 && <p className="text-xs text-ink-faint">No prices for {report.missing.join(", ")} right now.</p>}
        </>
      )}
    </section>
  );
}
