import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { classNames } from "../../ui/class-names";
import type { PlanStanding } from "./plan-standing";
import type { PlanCard } from "./plan-cards";

interface PlanCardViewProps {
  plan: PlanCard;
  standing: PlanStanding;
  onChoose: (plan: PlanCard) => void;
}

const buttonLabel = (plan: PlanCard, standing: PlanStanding) =>
  standing === "current" ? "Current Plan" : standing === "included" ? "Included" : `Choose ${plan.name}`;

/** One plan: name, price and period, what it gives and lacks, its savings note, and its button. */
export function PlanCardView({ plan, standing, onChoose }: PlanCardViewProps) {
  const headingId = `plan-${plan.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={classNames(
        "flex flex-col gap-4 rounded-md border bg-surface p-5",
        plan.mostPopular ? "border-accent" : "border-line",
        standing === "current" && "ring-1 ring-live/60",
      )}
    >
      <header className="space-y-2">
        {/* Side by side, every card keeps the badge row so the prices line up; stacked, an empty row would only leave a gap. */}
        <div className={classNames("min-h-5 flex-wrap items-center gap-1.5", plan.mostPopular || standing === "current" ? "flex" : "hidden sm:flex")}>
          {plan.mostPopular && <Badge tone="solid">Most Popular</Badge>}
          {standing === "current" && <Badge tone="positive">Your Plan</Badge>}
        </div>
        <h2 id={headingId} className="text-lg font-semibold text-ink-strong">
          {plan.name}
        </h2>
        <p className="flex items-baseline gap-1.5">
          <span className="font-mono text-2xl font-semibold tracking-tight text-ink-strong tabular-nums">{plan.price}</span>{" "}
          <span className="text-sm text-ink-muted">{plan.period}</span>
        </p>
        {plan.savingsNote && <p className="font-mono text-2xs tracking-caps text-live uppercase">{plan.savingsNote}</p>}
        <p className="text-sm text-ink-muted">{plan.description}</p>
      </header>

      <ul aria-label={`${plan.name} features`} className="space-y-1.5 text-sm text-ink">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <span aria-hidden="true" className="text-live">
              ✓
            </span>
            {feature}
          </li>
        ))}
      </ul>
      {plan.limitations.length > 0 && (
        <ul aria-label={`${plan.name} limitations`} className="space-y-1.5 text-sm text-ink-muted">
          {plan.limitations.map((limitation) => (
            <li key={limitation} className="flex gap-2">
              <span aria-hidden="true" className="text-ink-faint">
                ✕
              </span>
              {limitation}
            </li>
          ))}
        </ul>
      )}

      <Button
        variant={standing === "available" && plan.mostPopular ? "primary" : "secondary"}
        size="md"
        className="mt-auto w-full"
        disabled={standing !== "available"}
        onClick={() => onChoose(plan)}
      >
        {buttonLabel(plan, standing)}
      </Button>
    </article>
  );
}
