import { useState } from "react";
import { Link } from "react-router-dom";
import { isPaidPlan } from "@tradewire/core/schemas/billing";
import { subscribeToPlan } from "../../features/billing/billing-api";
import { BillingFaq } from "../../features/billing/billing-faq";
import { BillingFooter } from "../../features/billing/billing-footer";
import { planCards, type PlanCard } from "../../features/billing/plan-cards";
import { PlanCardView } from "../../features/billing/plan-card-view";
import { planStanding } from "../../features/billing/plan-standing";
import { ThankYouModal } from "../../features/billing/thank-you-modal";
import { useAuthStore } from "../../stores/auth-store";
import { buttonClass } from "../../ui/button-class";

/** /billing, 'Choose Your Plan' (spec section 2): no payment happens; a paid plan's button records interest and says thank you. */
export function BillingPage() {
  const userPlan = useAuthStore((s) => s.profile?.plan);
  const [chosen, setChosen] = useState<PlanCard | null>(null);

  const choose = (plan: PlanCard) => {
    if (!isPaidPlan(plan.id)) return;
    // Spec section 7: a failed call is only logged; the thank-you modal shows either way.
    setChosen(plan);
    subscribeToPlan(plan.id).catch((failure: unknown) => console.error("Recording the plan choice failed", failure));
  };

  return (
    <section aria-labelledby="billing-title" className="space-y-8">
      <div className="space-y-4">
        <Link to="/dashboard" className={buttonClass("secondary", "sm")}>
          <span aria-hidden="true">←</span>
          Dashboard
        </Link>
        <div className="space-y-1 text-center">
          <h1 id="billing-title" className="text-2xl font-semibold tracking-tight text-ink-strong">
            Choose Your Plan
          </h1>
          <p className="text-sm text-ink-muted">Start free and upgrade when the news starts paying for itself.</p>
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {planCards.map((plan) => (
          <PlanCardView key={plan.id} plan={plan} standing={planStanding(plan.id, userPlan)} onChoose={choose} />
        ))}
      </div>

      <BillingFaq />
      <BillingFooter />
      <ThankYouModal plan={chosen} onClose={() => setChosen(null)} />
    </section>
  );
}
