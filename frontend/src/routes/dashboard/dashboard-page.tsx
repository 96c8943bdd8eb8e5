import { useAuthStore } from "../../stores/auth-store";
import { UserMenu } from "./user-menu";
import { AlertsCard } from "../../features/alerts/alerts-card";

export function DashboardPage() {
  const name = useAuthStore(
    (s) => s.profile?.name ?? s.user?.profile.name ?? s.profile?.email ?? s.user?.profile.email ?? "trader",
  );
  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-xl font-semibold text-ink-strong">Dashboard</h1>
          <p className="text-sm text-ink-muted">Welcome back, {name}</p>
        </div>
        <UserMenu name={name} />
      </div>
      <AlertsCard />
    </section>
  );
}
