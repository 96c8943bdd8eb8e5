import type { ReactNode } from "react";
import { classNames } from "./class-names";

interface ErrorStateProps {
  /** A heading for the failure (spec: 'Error Creating Report:'); it puts the message in a box. */
  title?: ReactNode;
  /** What the reader can do about it (Try again), beside the message in a box. */
  action?: ReactNode;
  children: ReactNode;
}

/** A failure, announced at once: a red line, or a red box when it carries a title or an action. */
export function ErrorState({ title, action, children }: ErrorStateProps) {
  if (!title && !action) {
    return (
      <p role="alert" className="text-sm text-danger">
        {children}
      </p>
    );
  }
  return (
    <div role="alert" className={classNames("rounded-sm border border-danger/40 px-3 py-2 text-sm text-danger", action ? "flex flex-wrap items-center gap-3" : false)}>
      {title && <p className="font-semibold">{title}</p>}
      <p className="break-words">{children}</p>
      {action}
    </div>
  );
}
