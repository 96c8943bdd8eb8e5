import { worldRanges, type WorldRange } from "@tradewire/core/schemas/world";
import { useWorldViewStore } from "./world-view-store";

const rangeLabels: Record<WorldRange, string> = { "1mo": "1 month", "3mo": "3 months", "1y": "1 year" };

export const rangeLabelOf = (range: WorldRange) => rangeLabels[range];

/** The range both World View charts show; each button is named by the words it shows, so voice control finds it as it reads. */
export function RangeButtons() {
  const range = useWorldViewStore((s) => s.range);
  const selectRange = useWorldViewStore((s) => s.selectRange);
  return (
    <div role="group" aria-label="Range" className="flex items-center gap-1.5">
      <span className="text-2xs tracking-caps text-ink-faint uppercase">Range</span>
      {worldRanges.map((value) => (
        <button
          key={value}
          type="button"
          aria-pressed={range === value}
          onClick={() => selectRange(value)}
          className={`rounded-sm border px-2 py-0.5 font-mono text-2xs font-medium transition-colors ${
            range === value ? "border-accent/60 text-accent-strong" : "border-line text-ink-faint hover:border-line-strong hover:text-ink-muted"
          }`}
        >
          {rangeLabels[value]}
        </button>
      ))}
    </div>
  );
}
