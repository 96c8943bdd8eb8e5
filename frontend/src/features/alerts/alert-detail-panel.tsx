import { useEffect, useState } from "react";
import type { Alert, Delivery } from "@tradewire/core/schemas/alerts";
import { ApiError } from "../../api/api-error";
import { formatDateTimeToSecond } from "../../format/format-date-time";
import { formatDelay } from "../../format/format-delay";
import { showToast } from "../../stores/toast-store";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { LoadingState } from "../../ui/loading-state";
import { ModalPanel } from "../../ui/modal-panel";
import { ModalShell } from "../../ui/modal-shell";
import { AlertFields, alertFormOf, alertFormProblem, useAlertFormChoices } from "./alert-fields";
import { deleteAlert, failureMessage, fetchDeliveries, updateAlert, type AlertForm } from "./alerts-api";
import { useAlertsStore } from "./alerts-store";

const statusTone = { sent: "positive", queued: "muted", sending: "muted", retrying: "pending", failed: "pending", dead: "pending" } as const;

/** Spec section 5's confirmation, word for word. */
export const DELETE_CONFIRMATION = "Are you sure you want to delete this alert? This action cannot be undone.";

/** A premium user's view of one alert: its conditions and delivery log, and Cancel, Save Changes, Delete Alert. */
export function AlertDetailPanel({ alert, onClose }: { alert: Alert | null; onClose: () => void }) {
  return (
    <ModalShell open={alert !== null} onClose={onClose}>
      {alert && <AlertDetail key={alert.alert_id} alert={alert} onClose={onClose} />}
    </ModalShell>
  );
}

function AlertDetail({ alert, onClose }: { alert: Alert; onClose: () => void }) {
  const { putAlert, removeAlert, channels } = useAlertsStore();
  const [form, setForm] = useState<AlertForm>(() => alertFormOf(alert));
  const known = useAlertFormChoices();
  const [log, setLog] = useState<Delivery[] | null>(null);
  const [logError, setLogError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchDeliveries(alert, controller.signal).then(setLog, (failure: unknown) => {
      if (controller.signal.aborted) return;
      // Spec section 8's two wordings: the alert is gone, or it could not be read.
      setLogError(failure instanceof ApiError && failure.status === 404 ? "Alert not found" : "Failed to load alert details");
    });
    return () => controller.abort();
  }, [alert]);

  const save = async () => {
    if (!form.name.trim()) return showToast({ title: "Error", description: "Validation Error: Alert name is required", tone: "destructive" });
    const problem = alertFormProblem(form, channels.map((channel) => channel.channel_id));
    if (problem) return showToast({ title: "Error", description: problem, tone: "destructive" });
    setBusy(true);
    try {
      putAlert(await updateAlert(alert, form));
      onClose();
    } catch (failure) {
      const message = failureMessage(failure);
      showToast({ title: "Error", description: message === "Selected channel not found" ? message : "Failed to update alert", tone: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  const remove = async () => {
    setBusy(true);
    try {
      await deleteAlert(alert);
      removeAlert(alert.alert_id);
      onClose();
    } catch {
      showToast({ title: "Error", description: "Failed to delete alert", tone: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalPanel title={alert.name} description={alert.description || "Alert details"} closeButton>
      <section aria-label="Conditions" className="space-y-1">
        <h3 className="text-2xs font-semibold tracking-caps text-ink-muted uppercase">Conditions</h3>
        <ul className="list-inside list-disc text-xs text-ink">
          {alert.conditions.map((condition) => (
            <li key={condition}>{condition}</li>
          ))}
        </ul>
      </section>
      <div className="space-y-2">
        <AlertFields form={form} onChange={setForm} knownTags={known} />
      </div>
      <section aria-label="Deliveries" className="space-y-1">
        <h3 className="text-2xs font-semibold tracking-caps text-ink-muted uppercase">Deliveries</h3>
        {logError && <ErrorState>{logError}</ErrorState>}
        {!log && !logError && <LoadingState>Loading deliveries...</LoadingState>}
        {log && !log.length && <EmptyState>Nothing delivered yet.</EmptyState>}
        {log && log.length > 0 && (
          <ul className="max-h-60 divide-y divide-line overflow-auto rounded-md border border-line text-xs">
            {log.map((delivery) => (
              <li key={delivery.delivery_id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-1.5">
                <span className="min-w-0 flex-1 truncate text-ink">{delivery.item.title}</span>
                <span className="font-mono text-2xs text-ink-muted">
                  {delivery.channel_type} · {delivery.attempts}× · {formatDateTimeToSecond(delivery.delivered_at ?? delivery.updated_at)}
                  {delivery.delay_ms !== null && ` · ${formatDelay(delivery.delay_ms)} after the story arrived`}
                </span>
                <Badge tone={statusTone[delivery.status]} shape="plain">
                  {delivery.status}
                </Badge>
                {delivery.last_error && delivery.status !== "sent" && <span className="w-full text-2xs text-danger">{delivery.last_error}</span>}
              </li>
            ))}
          </ul>
        )}
      </section>
      {confirming ? (
        <div role="alertdialog" aria-label="Delete alert" className="space-y-2 rounded-md border border-danger/50 p-3 text-sm">
          <p className="text-ink-strong">{DELETE_CONFIRMATION}</p>
          <div className="flex justify-end gap-2">
            <Button onClick={() => setConfirming(false)}>Keep Alert</Button>
            <Button variant="primary" disabled={busy} onClick={() => void remove()}>
              Delete
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-wrap justify-between gap-2">
          <Button onClick={() => setConfirming(true)}>Delete Alert</Button>
          <span className="flex gap-2">
            <Button onClick={onClose}>Cancel</Button>
            <Button variant="primary" disabled={busy} onClick={() => void save()}>
              Save Changes
            </Button>
          </span>
        </div>
      )}
    </ModalPanel>
  );
}
