import { useId, type ReactNode } from "react";
import { Badge } from "../../ui/badge";
import { classNames } from "../../ui/class-names";

interface DashboardCardProps {
  title: string;
  /** One line under the title: what the card shows. */
  subtitle?: string;
  /** Premium: a paid section (spec section 2); Beta: still moving. */
  badge?: "Premium" | "Beta";
  /** Controls at the right of the header (choosers, a toggle). */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled panel of the dashboard, framed like the alerts card so the grid reads as one terminal. */
export function DashboardCard({ title, subtitle, badge, actions, className, children }: DashboardCardProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={classNames("flex min-w-0 flex-col rounded-md border border-line bg-surface", className)}>
      <header className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-b border-line px-4 py-3">
        <div className="min-w-0 space-y-0.5">
          <div className="flex items-center gap-2">
            <h2 id={titleId} className="text-base font-semibold text-ink-strong">
              {title}
            </h2>
            {badge && <Badge tone={badge === "Premium" ? "solid" : "accent"}>{badge}</Badge>}
          </div>
          {subtitle && <p className="text-xs text-ink-muted">{subtitle}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </header>
      <div className="flex min-h-0 flex-1 flex-col gap-3 p-4">{children}</div>
    </section>
  );
}
