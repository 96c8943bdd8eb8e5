import { useId, type ReactNode } from "react";
import { LiveMarker, type LiveSource } from "./live-marker";

interface PanelSectionProps {
  title: string;
  /** Marks the box LIVE while this source is live, 'Replay' while it is replayed (spec section 2). */
  liveFrom?: LiveSource;
  children: ReactNode;
}

/** One titled box of a side panel: 'Prediction Markets', 'Middle East News', the oil chart. */
export function PanelSection({ title, liveFrom, children }: PanelSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded-md border border-line bg-surface p-3">
      <header className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-sm font-semibold text-ink-strong">
          {title}
        </h2>
        {liveFrom && <LiveMarker source={liveFrom} />}
      </header>
      {children}
    </section>
  );
}
