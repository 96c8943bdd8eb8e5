import { useId, type ReactNode } from "react";
import { Badge } from "../../ui/badge";

interface PremiumCardProps {
  title: string;
  /** One line under the title: what the card shows. */
  subtitle: string;
  /** The card shows sample data (free users): said beside the title, so no one takes its figures for real. */
  sample?: boolean;
  children: ReactNode;
}

/** A dashboard card labelled Premium (spec section 2), named by its heading. */
export function PremiumCard({ title, subtitle, sample = false, children }: PremiumCardProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col rounded-md border border-line bg-surface">
      <header className="space-y-0.5 border-b border-line px-4 py-3">
        <div className="flex items-center gap-2">
          <h2 id={titleId} className="text-base font-semibold text-ink-strong">
            {title}
          </h2>
          <Badge tone="solid">Premium</Badge>
          {sample && <Badge tone="muted">Sample</Badge>}
        </div>
        <p className="text-xs text-ink-muted">{subtitle}</p>
      </header>
      <div className="flex flex-1 flex-col gap-3 p-4">{children}</div>
    </section>
  );
}
