import type { CalendarEvent } from "@tradewire/core";
import { outcomeHint, outcomeLooks } from "./format-calendar-event";

/** Beat, miss or in line once the actual is out: a word and a symbol beside the colour. Nothing before, or for a decision told in words. */
export function OutcomeBadge({ event }: { event: Pick<CalendarEvent, "outcome" | "surprise" | "kind" | "country"> }) {
  if (event.outcome === null) return null;
  const look = outcomeLooks[event.outcome];
  return (
    <span title={outcomeHint(event)} className={`inline-flex shrink-0 items-center gap-1 rounded-sm border px-1.5 font-mono text-2xs font-semibold whitespace-nowrap ${look.tone}`}>
      <span aria-hidden="true">{look.symbol}</span>
      {look.text}
    </span>
  );
}
