import { useId, type ReactNode } from "react";
import { Badge } from "../../ui/badge";
import { usePremium } from "./use-premium";

interface PremiumCardProps {
  title: string;
  /** One line under the title: what the card shows. */
  subtitle: string;
  /**
   * What free users see instead of the children: sample data, with nothing fetched. The card then says
   * Sample beside the title, so no one takes its figures for real.
   */
  sample: ReactNode;
  /** What premium users see. */
  children: ReactNode;
}

/** A dashboard card labelled Premium (spec section 2), named by its heading: the children for premium users, the sample for the rest. */
export function PremiumCard({ title, subtitle, sample, children }: PremiumCardProps) {
  const titleId = useId();
  const premium = usePremium();
  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-col rounded-md border border-line bg-surface">
      <header className="space-y-0.5 border-b border-line px-4 py-3">
        <div className="flex items-center gap-2">
          <h2 id={titleId} className="text-base font-semibold text-ink-strong">
            {title}
          </h2>
          <Badge tone="solid">Premium</Badge>
          {!premium && <Badge tone="muted">Sample</Badge>}
        </div>
        <p className="text-xs text-ink-muted">{subtitle}</p>
      </header>
      <div className="flex flex-1 flex-col gap-3 p-4">{premium ? children : sample}</div>
    </section>
  );
}
