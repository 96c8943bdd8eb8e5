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

/** The impact filter (HIGH, MID, LOW) of spec sections 2 and 4. */
export function ImpactFilter() {
  const selection = useFeedStore((s) => s.filters.impacts);
  const toggleImpact = useFeedStore((s) => s.toggleImpact);
  return (
    <FilterButtons
      label="Impact"
      values={impacts}
      selection={selection}
      onToggle={toggleImpact}
      pressedClass={(impact) => impactPressed[impact]}
      labelOf={(impact) => impact.toUpperCase()}
    />
  );
}

/** The source filter of spec sections 2 and 4, once the feed knows its sources. */
export function SourceFilter() {
  const selection = useFeedStore((s) => s.filters.sources);
  const sources = useFeedStore((s) => s.sources);
  const toggleSource = useFeedStore((s) => s.toggleSource);
  if (!sources.length) return null;
  return <FilterButtons label="Source" values={sources} selection={selection} onToggle={toggleSource} pressedClass={sourcePressed} />;
}
