import { Tooltip } from "radix-ui";
import { formatDateTime } from "../../format/format-date-time";
import { useTimeZone } from "../../stores/time-zone-store";
import { floatingOverModalClass } from "../../ui/floating-panel-class";
import type { PresentedReport } from "./present-report";

interface EventMarkerProps {
  /** CSS pixels from the chart's left edge. */
  left: number;
  /** The plot's height: the line stops at the time axis. */
  height: number;
  event: PresentedReport["event"];
}

/**
 * A dashed vertical line where the story broke. Hovering or focusing it shows the story's title and time;
 * the button is the line's wider hit area.
 */
export function EventMarker({ left, height, event }: EventMarkerProps) {
  const { timeZone, label } = useTimeZone();
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>
        <button
          type="button"
          aria-label={`Story: ${event.name}`}
          className="absolute top-0 z-10 w-3 -translate-x-1/2 cursor-help rounded-sm"
          style={{ left, height }}
        >
          <span aria-hidden="true" className="absolute inset-y-0 left-1/2 border-l border-dashed border-accent" />
          <span aria-hidden="true" className="absolute top-0 left-1/2 size-2 -translate-x-1/2 -translate-y-1/2 rotate-45 bg-accent" />
        </button>
      </Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content side="top" sideOffset={6} className={`${floatingOverModalClass} max-w-72 rounded-sm px-2 py-1 text-2xs`}>
          <p className="font-medium text-ink-strong">{event.name}</p>
          <p className="font-mono text-ink-muted tabular-nums">
            <time dateTime={event.date}>
              {formatDateTime(event.date, timeZone)} {label}
            </time>
          </p>
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
