import { useEffect, useState } from "react";
import { showToast } from "../../stores/toast-store";
import { Button } from "../../ui/button";
import { ErrorState } from "../../ui/error-state";
import { ModalPanel } from "../../ui/modal-panel";
import { ModalShell } from "../../ui/modal-shell";
import { AlertFields, alertFormProblem, emptyAlertForm, useAlertFormChoices } from "./alert-fields";
import { createAlert, failureMessage, type AlertForm } from "./alerts-api";
import { useAlertsStore } from "./alerts-store";

export function NewAlertModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ModalShell open={open} onClose={onClose}>
      {open && <NewAlertContent onClose={onClose} />}
    </ModalShell>
  );
}

function NewAlertContent({ onClose }: { onClose: () => void }) {
  const channels = useAlertsStore((s) => s.channels);
  const putAlert = useAlertsStore((s) => s.putAlert);
  const [form, setForm] = useState<AlertForm>(() => emptyAlertForm(channels[0]?.channel_id ?? null));
  const known = useAlertFormChoices();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The list read afresh on opening may bring the first channel: choose it, as when it was known already.
  const firstChannelId = channels[0]?.channel_id ?? null;
  useEffect(() => {
    if (firstChannelId !== null) setForm((current) => (current.channel_id === null ? { ...current, channel_id: firstChannelId } : current));
  }, [firstChannelId]);

  const submit = async () => {
    const found = alertFormProblem(form, channels.map((channel) => channel.channel_id));
    setProblem(found);
    if (found) return;
    setBusy(true);
    try {
      putAlert(await createAlert(form));
      onClose();
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
        <AlertFields form={form} onChange={setForm} knownTags={known} />
        {problem && <ErrorState>{problem}</ErrorState>}
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" disabled={busy}>
            Create Alert
          </Button>
        </div>
      </form>
    </ModalPanel>
  );
}
