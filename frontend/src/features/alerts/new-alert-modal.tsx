import { useEffect, useId, useState } from "react";
import { useNavigate } from "react-router-dom";
import { showToast } from "../../stores/toast-store";
import { Button } from "../../ui/button";
import { ErrorState } from "../../ui/error-state";
import { ModalPanel } from "../../ui/modal-panel";
import { ModalShell } from "../../ui/modal-shell";
import { usePremium } from "../market-trends/use-premium";
import { AlertFields, alertFormProblem, emptyAlertForm, useAlertFormChoices } from "./alert-fields";
import { useAlertComposerStore } from "./alert-composer-store";
import { createAlert, failureMessage, type AlertForm } from "./alerts-api";
import { useAlertsStore } from "./alerts-store";
import { useAlertLimitReached } from "./use-alert-limit-reached";

/** The app's one New Alert modal (spec section 2), mounted by the layout and opened through the alert composer. */
export function NewAlertModal() {
  const open = useAlertComposerStore((s) => s.open);
  const prefill = useAlertComposerStore((s) => s.prefill);
  const close = useAlertComposerStore((s) => s.close);
  return (
    <ModalShell open={open} onClose={close}>
      {open && <NewAlertContent prefill={prefill} onClose={close} />}
    </ModalShell>
  );
}

function NewAlertContent({ prefill, onClose }: { prefill: Partial<AlertForm>; onClose: () => void }) {
  const navigate = useNavigate();
  const channels = useAlertsStore((s) => s.channels);
  const putAlert = useAlertsStore((s) => s.putAlert);
  const load = useAlertsStore((s) => s.load);
  const premium = usePremium();
  const limitReached = useAlertLimitReached();
  const limitId = useId();
  const [form, setForm] = useState<AlertForm>(() => ({ ...emptyAlertForm(channels[0]?.channel_id ?? null), ...prefill }));
  const known = useAlertFormChoices();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The list read afresh on opening may bring the first channel: choose it, as when it was known already.
  const firstChannelId = channels[0]?.channel_id ?? null;
  useEffect(() => {
    if (firstChannelId !== null) setForm((current) => (current.channel_id === null ? { ...current, channel_id: firstChannelId } : current));
  }, [firstChannelId]);
  // Opened away from the dashboard, the alerts the plan's limit counts may not have been read yet.
  useEffect(() => {
    if (useAlertsStore.getState().status === "idle") void load();
  }, [load]);

  const submit = async () => {
    if (limitReached) {
      // A free user at the limit is offered more on /billing; premium's limit has nothing above it.
      if (!premium) {
        onClose();
        void navigate("/billing");
      }
      return;
    }
    const found = alertFormProblem(form, channels.map((channel) => channel.channel_id));
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      const created = await createAlert(form);
      putAlert(created);
      onClose();
      // Made from a story or a report, nothing else on the page shows it.
      showToast({ title: "Alert created", description: `${created.name}: ${created.conditions.join("; ")}` });
    } catch (failure) {
      const message = failureMessage(failure);
      setProblem(message);
      showToast({ title: "Error", description: message || "Failed to create alert", tone: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalPanel title="New Alert" description="Get told when a story or a market matches." closeButton>
      <form
        aria-label="New alert"
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {limitReached && (
          <p id={limitId} className="rounded-sm border border-impact-mid/50 px-3 py-2 text-sm text-ink-strong">
            {limitReached}
          </p>
        )}
        <AlertFields form={form} onChange={setForm} knownTags={known} />
        {problem && <ErrorState>{problem}</ErrorState>}
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={busy || (limitReached !== null && premium)} aria-describedby={limitReached ? limitId : undefined}>
            {limitReached && !premium ? "Upgrade to Premium" : "Create Alert"}
          </Button>
        </div>
      </form>
    </ModalPanel>
  );
}
