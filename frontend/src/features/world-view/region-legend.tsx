import { changeToneClass, formatChange } from "../stock-report/format-report";

export interface LegendEntry {
  region: string;
  /** The index's name and symbol, for the tooltip. */
  detail: string;
  colorToken: string;
  visible: boolean;
  /** The change shown beside the name: at the hovered date, else the last. */
  value: number | null;
}

interface RegionLegendProps {
  entries: readonly LegendEntry[];
  onToggle: (region: string) => void;
}

/** One toggle per region (spec section 2): pressed while its line is on the chart. */
export function RegionLegend({ entries, onToggle }: RegionLegendProps) {
  return (
    <ul aria-label="Regions" className="grid grid-cols-1 gap-1 sm:grid-cols-3 lg:grid-cols-4">
      {entries.map((entry) => (
        <li key={entry.region}>
          <button
            type="button"
            aria-pressed={entry.visible}
            title={entry.detail}
            onClick={() => onToggle(entry.region)}
            className={`flex w-full items-center gap-2 rounded-sm border px-2 py-1 text-left text-xs transition-colors ${
              entry.visible ? "border-line text-ink-strong hover:border-line-strong" : "border-transparent text-ink-faint hover:border-line"
            }`}
          >
            <span
              aria-hidden="true"
              className={`inline-block size-2.5 shrink-0 rounded-sm ${entry.visible ? "" : "opacity-30"}`}
              style={{ background: `var(${entry.colorToken})` }}
            />
            <span className={`min-w-0 flex-1 truncate ${entry.visible ? "" : "line-through"}`}>{entry.region}</span>
            <span className={`font-mono text-2xs tabular-nums ${entry.visible ? changeToneClass(entry.value) : "text-ink-faint"}`}>{formatChange(entry.value)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
