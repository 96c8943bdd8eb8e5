import { Link } from "react-router-dom";
import { DashboardCard } from "../dashboard/dashboard-card";
import { usePremium } from "../market-trends/use-premium";
import { OptionCalculator } from "./option-calculator";

/**
 * The spec's "backtester with option calculator" (section 2, premium). What it holds today is the calculator, so the
 * card is named for it; the backtester is on the roadmap (the landing page and the Premium plan say so too).
 */
export function OptionCalculatorCard({ className }: { className?: string }) {
  const premium = usePremium();
  return (
    <DashboardCard className={className} title="Option Calculator" subtitle="European options priced with Black-Scholes" badge="Premium">
      <OptionCalculator />
      <p className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3 text-xs text-ink-muted">
        Backtester: how a news rule would have traded past headlines. On the roadmap; Premium gets it as it launches.
        {!premium && (
          <Link to="/billing" className="font-medium text-accent-strong hover:underline">
            Upgrade to Premium
          </Link>
        )}
      </p>
    </DashboardCard>
  );
}
