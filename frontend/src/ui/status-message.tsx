import type { ReactNode } from "react";

/** A line that says work is under way, read out politely by screen readers. */
export function LoadingState({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-sm text-ink-muted">
      {children}
    </p>
  );
}

/** A failure, announced at once; in a box with a heading when it carries one. */
export function ErrorState({ title, children }: { title?: ReactNode; children: ReactNode }) {
  if (!title) {
    return (
      <p role="alert" className="text-sm text-danger">
        {children}
      </p>
    );
  }
  return (
    <div role="alert" className="rounded-sm border border-danger/40 px-3 py-2 text-sm text-danger">
      <p className="font-semibold">{title}</p>
      <p className="break-words">{children}</p>
    </div>
  );
}

/** Nothing to show yet, said in words. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="text-sm text-ink-muted">{children}</p>;
}
