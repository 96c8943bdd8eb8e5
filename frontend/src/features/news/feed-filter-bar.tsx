import type { Impact } from "@tradewire/core";
import { useFeedStore } from "./feed-store";
import { FilterButtons } from "./filter-buttons";
import { impacts } from "@tradewire/core/wire-constants";

const impactPressed: Record<Impact, string> = {
  high: "border-impact-high text-impact-high bg-surface-raised",
  mid: "border-impact-mid text-impact-mid bg-surface-raised",
  low: "border-impact-low text-impact-low bg-surface-raised",
};

const sourcePressed = () => "border-line-strong text-ink-strong bg-surface-raised";

/** The impact (HIGH, MID, LOW) and source filters of spec sections 2 and 4. */
export function FeedFilterBar() {
  const filters = useFeedStore((s) => s.filters);
  const sources = useFeedStore((s) => s.sources);
  const toggleImpact = useFeedStore((s) => s.toggleImpact);
  const toggleSource = useFeedStore((s) => s.toggleSource);
  return (
    <div className="flex flex-col gap-1.5">
      <FilterButtons
        label="Impact"
        values={impacts}
        selection={filters.impacts}
        onToggle={toggleImpact}
        pressedClass={(impact) => impactPressed[impact]}
        labelOf={(impact) => impact.toUpperCase()}
      />
      {sources.length > 0 && (
        <FilterButtons label="Source" values={sources} selection={filters.sources} onToggle={toggleSource} pressedClass={sourcePressed} />
      )}
    </div>
  );
}
