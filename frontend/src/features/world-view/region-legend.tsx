import { changeToneClass, formatChange } from "../stock-report/format-report";
import { LineSwatch } from "./line-swatch";
import type { WorldLine } from "./world-palette";

export interface LegendEntry {
  region: string;
  /** The index's name, e.g. Nikkei 225. */
  name: string;
  /** The index's symbol, for the tooltip. */
  symbol: string;
  line: WorldLine;
  visible: boolean;
  /** The change shown beside the name: at the hovered date, else the last. */
  value: number | null;
}

interface RegionLegendProps {
  entries: readonly LegendEntry[];
  onToggle: (region: string) => void;
  /** Called with the region whose entry the pointer or the focus is on, and with null when it leaves. */
  onHighlight: (region: string | null) => void;
}

/**
 * One toggle per region (spec section 2), named by its index with the country beside it: pressed while its line is
 * on the chart. Pointing at an entry, or focusing it, picks its line out on the chart.
 */
export function RegionLegend({ entries, onToggle, onHighlight }: RegionLegendProps) {
  return (
    <ul aria-label="Regions" className="grid grid-cols-1 gap-1 sm:grid-cols-2 lg:grid-cols-3">
      {entries.map((entry) => (
        <li key={entry.region}>
          <button
            type="button"
            aria-pressed={entry.visible}
            title={`${entry.name} (${entry.symbol})`}
            onClick={() => onToggle(entry.region)}
            onPointerEnter={() => onHighlight(entry.region)}
            onPointerLeave={() => onHighlight(null)}
            onFocus={() => onHighlight(entry.region)}
            onBlur={() => onHighlight(null)}
            className={`flex w-full items-center gap-2 rounded-sm border px-2 py-1 text-left text-xs transition-colors ${
              entry.visible ? "border-line text-ink-strong hover:border-line-strong" : "border-transparent text-ink-faint hover:border-line"
            }`}
          >
            <LineSwatch line={entry.line} faded={!entry.visible} />
            <span className={`min-w-0 flex-1 ${entry.visible ? "" : "line-through"}`}>
              {entry.name} <span className={entry.visible ? "text-ink-muted" : ""}>({entry.region})</span>
            </span>
            <span className={`font-mono text-2xs tabular-nums ${entry.visible ? changeToneClass(entry.value) : "text-ink-faint"}`}>{formatChange(entry.value)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
