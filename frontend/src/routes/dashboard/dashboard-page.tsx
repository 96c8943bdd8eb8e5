import { useAuthStore } from "../../stores/auth-store";
import { UserMenu } from "./user-menu";
import { AlertsCard } from "../../features/alerts/alerts-card";
import { OptionCalculatorCard } from "../../features/backtester/option-calculator-card";
import { AiChatCard } from "../../features/dashboard/ai-chat-card";
import { DashboardShortcuts } from "../../features/dashboard/dashboard-shortcuts";
import { DashboardStatusBar } from "../../features/dashboard/dashboard-status-bar";
import { MarketTrendsCard } from "../../features/market-trends/market-trends-card";
import { WatchlistCard } from "../../features/market-trends/watchlist-card";
import { NewsletterButton } from "../../features/newsletter/newsletter-button";
import { TradingCanvasCard } from "../../features/trading-canvas/trading-canvas-card";

/** /dashboard (spec section 2): the signed-in home, a dense grid of cards over a status bar. */
export function DashboardPage() {
  const name = useAuthStore(
    (s) => s.profile?.name ?? s.user?.profile.name ?? s.profile?.email ?? s.user?.profile.email ?? "trader",
  );
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-xl font-semibold text-ink-strong">Dashboard</h1>
          <p className="text-sm text-ink-muted">Welcome back, {name}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <NewsletterButton />
          <UserMenu name={name} />
        </div>
      </div>
      <DashboardShortcuts />
      <div className="grid gap-4 lg:grid-cols-3">
        <TradingCanvasCard className="lg:col-span-2" />
        <MarketTrendsCard />
        {/* min-w-0: the alerts table scrolls inside its card on a phone instead of widening the page. */}
        <div className="min-w-0 lg:col-span-3">
          <AlertsCard />
        </div>
        <OptionCalculatorCard className="lg:col-span-2" />
        <div className="flex min-w-0 flex-col gap-4">
          <AiChatCard />
          <WatchlistCard />
        </div>
      </div>
      <DashboardStatusBar />
    </section>
  );
}
