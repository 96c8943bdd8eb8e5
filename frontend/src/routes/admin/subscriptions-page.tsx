import { paidPlanIds } from "@tradewire/core/schemas/billing";
import { planCards } from "../../features/billing/plan-cards";
import { useSubscriptionIntents } from "../../features/billing/use-subscription-intents";
import { formatDateTime } from "../../format/format-date-time";
import { useAuthStore } from "../../stores/auth-store";
import { DataCell } from "../../ui/data-cell";
import { DataRow } from "../../ui/data-row";
import { DataTable } from "../../ui/data-table";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { LoadingState } from "../../ui/loading-state";

const planName = (planId: string) => planCards.find((plan) => plan.id === planId)?.name ?? planId;

const columns = [
  { key: "when", header: "When" },
  { key: "user", header: "User" },
  { key: "plan", header: "Plan chosen" },
  { key: "now", header: "Plan now" },
];

/** /admin/subscriptions: who chose which paid plan on the billing page (admins only; the server checks too). */
export function SubscriptionsPage() {
  const admin = useAuthStore((s) => s.profile?.user_role === "admin");
  const state = useSubscriptionIntents(admin);

  return (
    <section aria-labelledby="subscriptions-title" className="space-y-6">
      <div className="space-y-1">
        <h1 id="subscriptions-title" className="text-xl font-semibold text-ink-strong">
          Subscription Intents
        </h1>
        <p className="text-sm text-ink-muted">Plan choices made on the billing page. Nobody has been charged; each row is a user asking for a plan.</p>
      </div>
      {!admin ? (
        <ErrorState>Admin rights required</ErrorState>
      ) : state.status === "loading" ? (
        <LoadingState>Loading subscription intents...</LoadingState>
      ) : state.status === "failed" ? (
        <ErrorState>{state.error}</ErrorState>
      ) : (
        <>
          <dl aria-label="Intents per plan" className="grid grid-cols-3 gap-3">
            {paidPlanIds.map((planId) => (
              <div key={planId} className="rounded-md border border-line bg-surface px-4 py-3">
                <dt className="text-2xs tracking-caps text-ink-muted uppercase">{planName(planId)}</dt>
                <dd className="font-mono text-xl font-semibold text-ink-strong tabular-nums">{state.list.totals[planId]}</dd>
              </div>
            ))}
          </dl>
          {state.list.intents.length === 0 ? (
            <EmptyState>No subscription intents yet.</EmptyState>
          ) : (
            <DataTable label="Subscription intents" columns={columns}>
              {state.list.intents.map((intent) => (
                <DataRow key={intent.intent_id}>
                  <DataCell className="font-mono whitespace-nowrap text-ink-muted tabular-nums">
                    {formatDateTime(intent.created_at)}
                  </DataCell>
                  <DataCell>
                    <span className="block text-ink-strong">{intent.name ?? intent.email ?? `User ${intent.user_id}`}</span>
                    {intent.email && intent.name && <span className="block font-mono text-2xs text-ink-muted">{intent.email}</span>}
                  </DataCell>
                  <DataCell className="text-ink-strong">{planName(intent.plan)}</DataCell>
                  <DataCell className="font-mono text-ink-muted">{intent.user_plan}</DataCell>
                </DataRow>
              ))}
            </DataTable>
          )}
        </>
      )}
    </section>
  );
}
