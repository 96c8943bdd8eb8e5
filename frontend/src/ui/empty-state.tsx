import type { ReactNode } from "react";

/** Nothing to show yet, said in words. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="text-sm text-ink-muted">{children}</p>;
}
