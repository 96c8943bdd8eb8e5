import { Link } from "react-router-dom";
import { DashboardCard } from "../dashboard/dashboard-card";
import { OptionCalculator } from "./option-calculator";

/** The backtester with its option calculator (spec section 2, premium). */
export function BacktesterCard({ className }: { className?: string }) {
  return (
    <DashboardCard className={className} title="Backtester" subtitle="European options priced with Black-Scholes" badge="Premium">
      <h3 className="text-sm font-semibold text-ink-strong">Option Calculator</h3>
      <OptionCalculator />
      <p className="flex flex-wrap items-center justify-between gap-2 border-t border-line pt-3 text-xs text-ink-muted">
        Strategy backtests over cached prices come with Premium.
        <Link to="/billing" className="font-medium text-accent-strong hover:underline">
          Upgrade to Premium
        </Link>
      </p>
    </DashboardCard>
  );
}
