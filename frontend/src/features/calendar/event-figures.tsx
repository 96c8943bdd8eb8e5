import type { CalendarEvent } from "@tradewire/core";
import { actualTone } from "./format-calendar-event";

const none = (spoken: string) => (
  <>
    <span aria-hidden="true" className="text-ink-faint">
      —
    </span>
    <span className="sr-only">{spoken}</span>
  </>
);

/** A figure's name: written beside it on a phone; from a laptop up the columns' heads say it, and it is there for screen readers. */
function FigureName({ children }: { children: string }) {
  return <dt className="text-ink-faint lg:sr-only">{children}</dt>;
}

interface EventFiguresProps {
  event: CalendarEvent;
  /** Its actual was just pushed: it lights up once. */
  justReleased: boolean;
}

/** Actual, consensus and previous: the actual coloured by its outcome, a revised previous with the value it replaced struck through. */
export function EventFigures({ event, justReleased }: EventFiguresProps) {
  return (
    <dl className="flex flex-wrap gap-x-4 gap-y-0.5 font-mono text-xs tabular-nums lg:grid lg:grid-cols-[5.5rem_5.5rem_7rem] lg:gap-x-2">
      <div className="flex gap-1.5 lg:block">
        <FigureName>Actual</FigureName>
        <dd className={`font-semibold ${event.outcome ? actualTone[event.outcome] : "text-ink-strong"}`}>
          {event.actual === null ? (
            none("not out yet")
          ) : (
            <span key={justReleased ? "pushed" : "loaded"} className={justReleased ? "rounded-sm motion-safe:animate-flash" : undefined}>
              {event.actual}
            </span>
          )}
        </dd>
      </div>
      <div className="flex gap-1.5 lg:block">
        <FigureName>Consensus</FigureName>
        <dd className="text-ink">{event.consensus ?? none("none published")}</dd>
      </div>
      <div className="flex gap-1.5 lg:block">
        <FigureName>Previous</FigureName>
        <dd className="text-ink">
          {event.previous ?? none("none")}
          {event.previous_before_revision !== null && (
            <span title={`Revised from ${event.previous_before_revision}`} className="ml-1.5 text-ink-faint">
              <span className="sr-only">revised from </span>
              <s>{event.previous_before_revision}</s>
            </span>
          )}
        </dd>
      </div>
    </dl>
  );
}
