import type { AlertType } from "@tradewire/core/wire-constants";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import type { Alert } from "@tradewire/core/schemas/alerts";
import { showToast } from "../../stores/toast-store";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { DataCell } from "../../ui/data-cell";
import { DataRow } from "../../ui/data-row";
import { DataTable } from "../../ui/data-table";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { LoadingState } from "../../ui/loading-state";
import { usePremium } from "../market-trends/use-premium";
import { useAlertComposerStore } from "./alert-composer-store";
import { AlertDetailPanel } from "./alert-detail-panel";
import { failureMessage, runAlert, setAlertActive } from "./alerts-api";
import { useAlertsStore } from "./alerts-store";
import { ChannelsModal } from "./channels-modal";
import { lastTriggeredText } from "./last-triggered";
import { alertSoundOn, setAlertSound } from "./use-alert-notifications";

/** Each alert type as the list names it. */
const alertTypeLabel: Record<AlertType, string> = { "Stock Alert": "Stock Alert", prediction_market: "Prediction Market", move: "Moves", calendar: "Calendar" };

/** Who paused an alert when it was not its owner on this page: a message's stop link, or /stop in the Telegram chat. */
const pausedByText = { link: "Paused from a message's stop link", telegram: "Paused with /stop in Telegram" } as const;

/** The dashboard's alerts table (spec section 2): count, Manage Channels, New Alert, and each alert's actions. */
export function AlertsCard() {
  const { status, alerts, error, load, putAlert } = useAlertsStore();
  const premium = usePremium();
  const navigate = useNavigate();
  const [expanded, setExpanded] = useState(true);
  const openNewAlert = useAlertComposerStore((s) => s.openNewAlert);
  const [channelsOpen, setChannelsOpen] = useState(false);
  const [detail, setDetail] = useState<Alert | null>(null);

  useEffect(() => {
    void load();
  }, [load]);

  /** Spec section 2: view/edit, run now and pause send a free user to /billing. */
  const premiumOnly = (action: () => Promise<void> | void) => () => {
    if (!premium) return void navigate("/billing");
    void action();
  };
  const togglePause = (alert: Alert) =>
    setAlertActive(alert, !alert.active).then(putAlert, (failure: unknown) =>
      showToast({ title: "Error", description: `Failed to update alert: ${failureMessage(failure)}`, tone: "destructive" }),
    );
  const runNow = (alert: Alert) =>
    runAlert(alert).then(
      () => showToast({ title: "Alert run", description: `${alert.name}: the last 24 hours were checked; matches are on their way.` }),
      (failure: unknown) => showToast({ title: "Error", description: failureMessage(failure), tone: "destructive" }),
    );

  return (
    <section aria-labelledby="alerts-title" className="rounded-md border border-line bg-surface">
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-line px-4 py-3">
        <div className="flex items-center gap-2">
          <button type="button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)} className="rounded-sm text-left">
            <h2 id="alerts-title" className="text-base font-semibold text-ink-strong">
              <span aria-hidden="true" className="mr-1.5 font-mono text-2xs text-ink-muted">
                {expanded ? "▾" : "▸"}
              </span>
              Alerts ({alerts.length})
            </h2>
          </button>
          <Badge tone="solid">Premium</Badge>
        </div>
        <div className="flex gap-2">
          <Button size="xs" onClick={() => setChannelsOpen(true)}>
            Manage Channels
          </Button>
          <Button size="xs" variant="primary" onClick={() => openNewAlert()}>
            New Alert
          </Button>
        </div>
      </header>
      {expanded && (
        <div className="space-y-3 p-4">
          <AlertPreferences />
          {(status === "idle" || status === "loading") && <LoadingState>Loading alerts...</LoadingState>}
          {status === "error" && <ErrorState>{error}</ErrorState>}
          {status === "loaded" && !alerts.length && <EmptyState>No alerts found. Create your first alert!</EmptyState>}
          {status === "loaded" && alerts.length > 0 && (
            <DataTable
              label="Alerts"
              density="compact"
              columns={[
                { key: "name", header: "Alert Name" },
                { key: "status", header: "Status" },
                { key: "last", header: "Last Triggered" },
                { key: "actions", header: "Actions", align: "right" },
              ]}
            >
              {alerts.map((alert) => (
                <DataRow key={alert.alert_id}>
                  <DataCell>
                    <span className="mr-2 text-ink-strong">{alert.name}</span>
                    <Badge tone="muted" shape="plain">
                      {alertTypeLabel[alert.type]}
                    </Badge>
                  </DataCell>
                  <DataCell>
                    <Badge tone={alert.active ? "positive" : "pending"} shape="plain">
                      {alert.active ? "Active" : "Paused"}
                    </Badge>
                    {!alert.active && alert.paused_by && alert.paused_by !== "owner" && (
                      <span className="mt-0.5 block text-2xs text-ink-muted">{pausedByText[alert.paused_by]}</span>
                    )}
                  </DataCell>
                  <DataCell className="text-ink-muted">{lastTriggeredText(alert.last_triggered)}</DataCell>
                  <DataCell className="text-right whitespace-nowrap">
                    <span className="inline-flex gap-1">
                      <Button size="xs" aria-label={`View or edit ${alert.name}`} onClick={premiumOnly(() => setDetail(alert))}>
                        View
                      </Button>
                      <Button size="xs" aria-label={`Run ${alert.name} now`} onClick={premiumOnly(() => runNow(alert))}>
                        Run now
                      </Button>
                      <Button size="xs" aria-label={`${alert.active ? "Pause" : "Resume"} ${alert.name}`} onClick={premiumOnly(() => togglePause(alert))}>
                        {alert.active ? "Pause" : "Resume"}
                      </Button>
                    </span>
                  </DataCell>
                </DataRow>
              ))}
            </DataTable>
          )}
        </div>
      )}
      <ChannelsModal open={channelsOpen} onClose={() => setChannelsOpen(false)} />
      <AlertDetailPanel alert={detail} onClose={() => setDetail(null)} />
    </section>
  );
}

/** How a fired alert reaches the user in the app: a toast always; a browser notification and a sound if they choose. */
function AlertPreferences() {
  const [sound, setSound] = useState(alertSoundOn);
  const [permission, setPermission] = useState(() => globalThis.Notification?.permission ?? "denied");
  return (
    <div className="flex flex-wrap items-center gap-4 text-xs text-ink-muted">
      <label className="inline-flex items-center gap-1.5">
        <input
          type="checkbox"
          checked={sound}
          onChange={(event) => {
            setAlertSound(event.target.checked);
            setSound(event.target.checked);
          }}
        />
        Sound for high-impact alerts
      </label>
      {permission === "default" && (
        <Button size="xs" onClick={() => void Notification.requestPermission().then(setPermission)}>
          Enable browser notifications
        </Button>
      )}
      {permission === "granted" && <span>Browser notifications on</span>}
    </div>
  );
}
