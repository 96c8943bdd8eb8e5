import type { Impact } from "@tradewire/core";
import { Popover } from "radix-ui";
import { Button } from "../../ui/button";
import { floatingPanelClass } from "../../ui/floating-panel-class";
import type { Selection } from "./toggle-selection";
import { useFeedStore } from "./feed-store";
import { FilterButtons } from "./filter-buttons";
import { impacts } from "@tradewire/core/wire-constants";

/** A pressed impact button wears its impact's colour. */
export const impactPressed: Record<Impact, string> = {
  high: "border-impact-high text-impact-high bg-surface-raised",
  mid: "border-impact-mid text-impact-mid bg-surface-raised",
  low: "border-impact-low text-impact-low bg-surface-raised",
};

const plainPressed = () => "border-line-strong text-ink-strong bg-surface-raised";

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
  return <FilterButtons label="Source" values={sources} selection={selection} onToggle={toggleSource} pressedClass={plainPressed} />;
}

/** What the tag filter keeps, in a few words: "All tags", or the chosen ones. */
const tagSummary = (selection: Selection<string>) => (selection === "all" ? "All tags" : selection.join(", "));

/**
 * The topic-tag filter (the tags alerts filter on), once the feed knows its tags. Dozens of tags would push the stories
 * down by two rows, so they open from one button that says which are kept.
 */
export function TagFilter() {
  const selection = useFeedStore((s) => s.filters.tags);
  const tags = useFeedStore((s) => s.tags);
  const toggleTag = useFeedStore((s) => s.toggleTag);
  if (!tags.length) return null;
  return (
    <div className="flex min-w-0 items-center gap-1.5">
      <span className="w-14 shrink-0 text-2xs tracking-caps text-ink-faint uppercase">Tag</span>
      <Popover.Root>
        <Popover.Trigger asChild>
          <Button size="xs" aria-label={`Tags: ${tagSummary(selection)}`} className="min-w-0">
            <span className="truncate">{tagSummary(selection)}</span>
          </Button>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content align="start" sideOffset={6} aria-label="Tags" className={`${floatingPanelClass} w-[36rem] max-w-[calc(100vw-2rem)] rounded-md p-3`}>
            <FilterButtons label="Tag" values={tags} selection={selection} onToggle={toggleTag} pressedClass={plainPressed} />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
