import type { ReactNode } from "react";

/** A line that says work is under way, read out politely by screen readers. */
export function LoadingState({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-sm text-ink-muted">
      {children}
    </p>
  );
}
