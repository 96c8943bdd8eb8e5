import { SOURCE_DELAY_GOAL_P90_SECONDS, type SourceHealth } from "@tradewire/core/schemas/sources";
import { useAuthStore } from "../../stores/auth-store";
import { Badge } from "../../ui/badge";
import { DataCell } from "../../ui/data-cell";
import { DataRow } from "../../ui/data-row";
import { DataTable } from "../../ui/data-table";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { LoadingState } from "../../ui/loading-state";
import { useNow } from "../dashboard/use-now";
import { formatDuration, relativeTime, timeAgo } from "./format-duration";
import { useSourceHealth } from "./use-source-health";

const goal = `${SOURCE_DELAY_GOAL_P90_SECONDS} s`;

const columns = [
  { key: "source", header: "Source" },
  { key: "poll", header: "Last poll" },
  { key: "status", header: "Status" },
  { key: "items", header: "Stories (24 h)", align: "right" as const },
  { key: "p50", header: "p50 delay", align: "right" as const },
  { key: "p90", header: `p90 delay (goal ≤ ${goal})`, align: "right" as const },
];

const withinGoal = (source: SourceHealth) => source.delay_p90_seconds !== null && source.delay_p90_seconds <= SOURCE_DELAY_GOAL_P90_SECONDS;

/** The later of its last answer and its last failure. */
function lastPollOf(source: SourceHealth): string | null {
  const times = [source.last_success_at, source.last_error_at].filter((time): time is string => time !== null);
  return times.sort().at(-1) ?? null;
}

/** News feeds by name, then the other polled sources (the prediction-market platforms). */
const byListThenName = (a: SourceHealth, b: SourceHealth) =>
  Number(a.interval_seconds === null) - Number(b.interval_seconds === null) || a.name.localeCompare(b.name);

function StatusCell({ source, now }: { source: SourceHealth; now: number }) {
  if (source.healthy) return <Badge tone="positive" shape="plain">Healthy</Badge>;
  if (source.consecutive_failures === 0) return <Badge tone="muted" shape="plain">Not polled yet</Badge>;
  return (
    <div className="space-y-1">
      <Badge tone="pending" shape="plain">
        Failing ({source.consecutive_failures})
      </Badge>
      {source.last_error && (
        <p className="max-w-64 truncate text-2xs text-ink-muted" title={source.last_error}>
          {source.last_error}
        </p>
      )}
      {source.next_poll_at && <p className="text-2xs text-ink-muted">Retry {relativeTime(source.next_poll_at, now)}</p>}
    </div>
  );
}

/** Why a source has no delay figure, when it has none. */
function noDelayReason(source: SourceHealth): string {
  if (source.interval_seconds === null) return "Not a news feed";
  if (source.items_24h === 0) return "No new stories";
  if (source.items_unstamped_24h === source.items_24h) return "Its stories carry no publication time";
  return "Backlog only";
}

function SourceRow({ source, now }: { source: SourceHealth; now: number }) {
  const lastPoll = lastPollOf(source);
  const excluded = [
    source.items_unstamped_24h > 0 && `${source.items_unstamped_24h} without a publication time`,
    source.items_backlog_24h > 0 && `${source.items_backlog_24h} backlog`,
  ].filter(Boolean);
  return (
    <DataRow>
      <DataCell>
        <span className="block whitespace-nowrap text-ink-strong">{source.name}</span>
        <span className="block font-mono text-2xs whitespace-nowrap text-ink-muted">
          {source.id}
          {source.interval_seconds !== null && ` · every ${source.interval_seconds} s`}
        </span>
      </DataCell>
      <DataCell className="whitespace-nowrap">
        {lastPoll ? (
          <time dateTime={lastPoll} title={lastPoll} className="block font-mono tabular-nums">
            {timeAgo(lastPoll, now)}
          </time>
        ) : (
          <span className="block text-ink-muted">Never</span>
        )}
      </DataCell>
      <DataCell>
        <StatusCell source={source} now={now} />
      </DataCell>
      <DataCell numeric>
        <span className="block">{source.items_24h}</span>
        {excluded.length > 0 && <span className="block font-sans text-2xs text-ink-muted">{excluded.join(", ")}</span>}
      </DataCell>
      {source.delay_p50_seconds === null || source.delay_p90_seconds === null ? (
        <DataCell colSpan={2} className="text-right text-ink-muted">
          {noDelayReason(source)}
        </DataCell>
      ) : (
        <>
          <DataCell numeric>{formatDuration(source.delay_p50_seconds)}</DataCell>
          <DataCell numeric>
            <span className="flex items-center justify-end gap-2">
              {formatDuration(source.delay_p90_seconds)}
              {withinGoal(source) ? (
                <Badge tone="positive" shape="plain">Within goal</Badge>
              ) : (
                <Badge tone="pending" shape="plain">Over goal</Badge>
              )}
            </span>
          </DataCell>
        </>
      )}
    </DataRow>
  );
}

function Totals({ sources }: { sources: SourceHealth[] }) {
  const measured = sources.filter((source) => source.delay_p90_seconds !== null);
  const totals = [
    { label: "Healthy", value: `${sources.filter((source) => source.healthy).length} of ${sources.length}` },
    { label: `p90 within ${goal}`, value: measured.length ? `${measured.filter(withinGoal).length} of ${measured.length} measured` : "None measured yet" },
    { label: "Stories in 24 h", value: String(sources.reduce((sum, source) => sum + source.items_24h, 0)) },
  ];
  return (
    <dl aria-label="Totals" className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {totals.map(({ label, value }) => (
        <div key={label} className="rounded-md border border-line bg-surface px-4 py-3">
          <dt className="text-2xs tracking-caps text-ink-muted uppercase">{label}</dt>
          <dd className="font-mono text-xl font-semibold text-ink-strong tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * /admin/sources: each polled source's health and freshness, the delay from a story's own publication
 * time to its push to open screens (admins only; the server checks too).
 */
export function SourcesPage() {
  const admin = useAuthStore((s) => s.profile?.user_role === "admin");
  const state = useSourceHealth(admin);
  const now = useNow(1_000);

  return (
    <section aria-labelledby="sources-title" className="space-y-6">
      <div className="max-w-prose space-y-1">
        <h1 id="sources-title" className="text-xl font-semibold text-ink-strong">
          Sources
        </h1>
        <p className="text-sm text-ink-muted">
          Every polled source, and how fresh its stories are: the delay from a story&apos;s own publication time to its push to open
          screens, over the last 24 hours. The goal is nine stories in ten within {goal} (p90).
        </p>
      </div>
      {!admin ? (
        <ErrorState>Admin rights required</ErrorState>
      ) : state.status === "loading" ? (
        <LoadingState>Loading sources...</LoadingState>
      ) : state.status === "failed" ? (
        <ErrorState>{state.error}</ErrorState>
      ) : state.sources.length === 0 ? (
        <EmptyState>No source has been polled yet.</EmptyState>
      ) : (
        <>
          <Totals sources={state.sources} />
          <DataTable label="Polled sources" columns={columns}>
            {[...state.sources].sort(byListThenName).map((source) => (
              <SourceRow key={source.id} source={source} now={now} />
            ))}
          </DataTable>
          <p className="max-w-prose text-xs text-ink-muted">
            Only stories that carry their own publication time are measured: those without one are counted but left out of the
            delays, as is the backlog a source brings on its first poll or after an hour without an answer.
          </p>
        </>
      )}
    </section>
  );
}
