import { useId, type ReactNode } from "react";
import { LiveMarker } from "./live-marker";

interface PanelSectionProps {
  title: string;
  /** Marks the box LIVE (spec section 2). */
  live?: boolean;
  children: ReactNode;
}

/** One titled box of a side panel: 'Prediction Markets', 'Middle East News', the oil chart. */
export function PanelSection({ title, live = false, children }: PanelSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded-md border border-line bg-surface p-3">
      <header className="flex items-center justify-between gap-2">
        <h2 id={headingId} className="text-sm font-semibold text-ink-strong">
          {title}
        </h2>
        {live && <LiveMarker />}
      </header>
      {children}
    </section>
  );
}
