import { useEffect, useState } from "react";
import { impacts } from "@tradewire/core/wire-constants";
import { showToast } from "../../stores/toast-store";
import { Button } from "../../ui/button";
import { fieldClass } from "../../ui/field-class";
import { ErrorState } from "../../ui/error-state";
import { ModalPanel } from "../../ui/modal-panel";
import { ModalShell } from "../../ui/modal-shell";
import { createAlert, failureMessage, fetchPredictionTags, type AlertForm } from "./alerts-api";
import { useAlertsStore } from "./alerts-store";
import { TagField } from "./tag-field";

/** Story topics the classifier tags; with the prediction tags from the server, the suggestions of both tag fields. */
export const storyTags = [
  "tariffs", "trade", "sanctions", "export-controls", "middle-east", "oil", "energy", "china", "eu", "canada", "mexico", "japan", "india",
  "fed", "ecb", "boj", "rates", "inflation", "defense", "russia-ukraine", "shipping", "semiconductors", "tech", "autos", "agriculture",
  "steel", "metals", "earnings", "elections", "markets",
];


const emptyForm = (channelId: number | null): AlertForm => ({
  name: "",
  type: "Stock Alert",
  channel_id: channelId,
  include_tags: [],
  exclude_tags: [],
  market_alert_type: "new_market",
  volume_threshold: "",
  tickers: [],
  min_impact: null,
});

/** Spec section 5: a name, an existing channel, and for volume_threshold a non-negative whole number. */
export function alertFormProblem(form: AlertForm, channelIds: readonly number[]): string | null {
  if (!form.name.trim()) return "Alert name is required";
  if (form.channel_id === null || !channelIds.includes(form.channel_id)) return "Selected channel not found";
  if (form.type === "prediction_market" && form.market_alert_type === "volume_threshold" && !/^\d+$/.test(form.volume_threshold.trim())) {
    return "A non-negative whole-number volume threshold is required";
  }
  return null;
}

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
  const [form, setForm] = useState<AlertForm>(() => emptyForm(channels[0]?.channel_id ?? null));
  const [known, setKnown] = useState<string[]>(storyTags);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    fetchPredictionTags(controller.signal).then(
      (tags) => setKnown([...new Set([...storyTags, ...tags])]),
      () => {
        if (!controller.signal.aborted) showToast({ title: "Warning", description: "Failed to load available tags. You can still type custom tags." });
      },
    );
    return () => controller.abort();
  }, []);

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
        <input aria-label="Alert name" placeholder="Alert name" className={fieldClass} value={form.name} onChange={(event) => setForm({ ...form, name: event.target.value })} />
        <div className="grid gap-2 sm:grid-cols-2">
          <select aria-label="Alert type" className={fieldClass} value={form.type} onChange={(event) => setForm({ ...form, type: event.target.value as AlertForm["type"] })}>
            <option value="Stock Alert">Stock Alert</option>
            <option value="prediction_market">Prediction market</option>
          </select>
          <select aria-label="Channel" className={fieldClass} value={form.channel_id ?? ""} onChange={(event) => setForm({ ...form, channel_id: event.target.value ? Number(event.target.value) : null })}>
            {channels.map((channel) => (
              <option key={channel.channel_id} value={channel.channel_id}>
                {channel.channel_name} ({channel.type})
              </option>
            ))}
          </select>
        </div>
        {form.type === "Stock Alert" ? (
          <div className="grid gap-2 sm:grid-cols-2">
            <TagField label="Tickers" tags={form.tickers} known={[]} onChange={(tickers) => setForm({ ...form, tickers: tickers.map((ticker) => ticker.toUpperCase()) })} />
            <select aria-label="Minimum impact" className={fieldClass} value={form.min_impact ?? ""} onChange={(event) => setForm({ ...form, min_impact: (event.target.value || null) as AlertForm["min_impact"] })}>
              <option value="">Any impact</option>
              {impacts.map((impact) => (
                <option key={impact} value={impact}>
                  {impact} or higher
                </option>
              ))}
            </select>
          </div>
        ) : (
          <div className="grid gap-2 sm:grid-cols-2">
            <select aria-label="Market alert" className={fieldClass} value={form.market_alert_type} onChange={(event) => setForm({ ...form, market_alert_type: event.target.value as AlertForm["market_alert_type"] })}>
              <option value="new_market">New market</option>
              <option value="volume_threshold">Volume threshold</option>
            </select>
            {form.market_alert_type === "volume_threshold" && (
              <input aria-label="Volume threshold" inputMode="numeric" placeholder="e.g. 100000" className={fieldClass} value={form.volume_threshold} onChange={(event) => setForm({ ...form, volume_threshold: event.target.value })} />
            )}
          </div>
        )}
        <TagField label="Include tags" tags={form.include_tags} known={known} onChange={(include_tags) => setForm({ ...form, include_tags })} />
        <TagField label="Exclude tags" tags={form.exclude_tags} known={known} onChange={(exclude_tags) => setForm({ ...form, exclude_tags })} />
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
