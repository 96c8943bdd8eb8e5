import { useEffect, useState } from "react";
import type { AdminUser } from "@tradewire/core/schemas/admin-users";
import { plans, type Plan } from "@tradewire/core/wire-constants";
import { formatDate, formatDateTime } from "../../format/format-date-time";
import { useAuthStore } from "../../stores/auth-store";
import { showToast } from "../../stores/toast-store";
import { classNames } from "../../ui/class-names";
import { DataCell } from "../../ui/data-cell";
import { DataRow } from "../../ui/data-row";
import { DataTable } from "../../ui/data-table";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { fieldClass } from "../../ui/field-class";
import { LoadingState } from "../../ui/loading-state";
import { failureMessage } from "../alerts/alerts-api";
import { lastTriggeredText } from "../alerts/last-triggered";
import { useNow } from "../dashboard/use-now";
import { useAdminUsersStore } from "./admin-users-store";

const columns = [
  { key: "user", header: "Email" },
  { key: "role", header: "Role" },
  { key: "plan", header: "Plan" },
  { key: "signed-up", header: "Signed up" },
  { key: "last-seen", header: "Last seen" },
  { key: "alerts", header: "Alerts", align: "right" as const },
  { key: "channels", header: "Channels", align: "right" as const },
];

const isPlan = (plan: string): plan is Plan => (plans as readonly string[]).includes(plan);

const whoIs = (user: AdminUser) => user.email ?? user.name ?? `User ${user.user_id}`;

/** A user's plan, saved as soon as another is chosen; while it saves the choice shows, then the plan the server saved. */
function PlanSelect({ user }: { user: AdminUser }) {
  const setPlan = useAdminUsersStore((s) => s.setPlan);
  const [saving, setSaving] = useState<Plan | null>(null);
  const choose = async (plan: Plan) => {
    setSaving(plan);
    try {
      await setPlan(user.user_id, plan);
    } catch (failure) {
      showToast({ title: "Error", description: `Failed to set the plan of ${whoIs(user)}: ${failureMessage(failure)}`, tone: "destructive" });
    } finally {
      setSaving(null);
    }
  };
  return (
    <select
      aria-label={`Plan of ${whoIs(user)}`}
      value={saving ?? user.plan}
      disabled={saving !== null}
      aria-busy={saving !== null}
      onChange={(event) => isPlan(event.target.value) && void choose(event.target.value)}
      className={classNames(fieldClass, "max-w-36 min-w-28 py-1 text-xs disabled:opacity-60")}
    >
      {/* A plan the list does not know (set before it existed) shows as it is, not as the first choice. */}
      {!isPlan(user.plan) && (
        <option value={user.plan} disabled>
          {user.plan}
        </option>
      )}
      {plans.map((plan) => (
        <option key={plan} value={plan}>
          {plan}
        </option>
      ))}
    </select>
  );
}

function UserRow({ user, now }: { user: AdminUser; now: number }) {
  return (
    <DataRow>
      <DataCell>
        <span className="block text-ink-strong">{whoIs(user)}</span>
        {user.email && user.name && <span className="block text-2xs text-ink-muted">{user.name}</span>}
      </DataCell>
      <DataCell className="text-ink-muted">{user.user_role}</DataCell>
      <DataCell>
        <PlanSelect user={user} />
      </DataCell>
      <DataCell className="font-mono whitespace-nowrap text-ink-muted tabular-nums">
        <time dateTime={user.created_at}>{formatDate(user.created_at)}</time>
      </DataCell>
      <DataCell className="whitespace-nowrap text-ink-muted">
        {user.last_seen_at ? (
          <time dateTime={user.last_seen_at} title={formatDateTime(user.last_seen_at)}>
            {lastTriggeredText(user.last_seen_at, now)}
          </time>
        ) : (
          lastTriggeredText(null)
        )}
      </DataCell>
      <DataCell numeric>{user.alerts}</DataCell>
      <DataCell numeric>{user.channels}</DataCell>
    </DataRow>
  );
}

/** /admin/users: every user with their role, plan, sign-up, last visit, alerts and channels; admins set plans here (the server checks too). */
export function UsersPage() {
  const admin = useAuthStore((s) => s.profile?.user_role === "admin");
  const status = useAdminUsersStore((s) => s.status);
  const users = useAdminUsersStore((s) => s.users);
  const error = useAdminUsersStore((s) => s.error);
  const now = useNow(60_000);

  useEffect(() => {
    if (!admin) return;
    const controller = new AbortController();
    void useAdminUsersStore.getState().load(controller.signal);
    return () => {
      controller.abort();
      useAdminUsersStore.getState().reset();
    };
  }, [admin]);

  return (
    <section aria-labelledby="users-title" className="space-y-6">
      <div className="space-y-1">
        <h1 id="users-title" className="text-xl font-semibold text-ink-strong">
          Users
        </h1>
        <p className="text-sm text-ink-muted">Everyone who has signed up, the newest first. A plan chosen here is saved at once.</p>
      </div>
      {!admin ? (
        <ErrorState>Admin rights required</ErrorState>
      ) : status === "loading" ? (
        <LoadingState>Loading...</LoadingState>
      ) : status === "failed" ? (
        <ErrorState>{error}</ErrorState>
      ) : users.length === 0 ? (
        <EmptyState>No users yet.</EmptyState>
      ) : (
        <DataTable label="Users" columns={columns}>
          {users.map((user) => (
            <UserRow key={user.user_id} user={user} now={now} />
          ))}
        </DataTable>
      )}
    </section>
  );
}
