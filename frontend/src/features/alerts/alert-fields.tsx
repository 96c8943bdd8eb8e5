import { useEffect, useState } from "react";
import { impacts } from "@tradewire/core/wire-constants";
import type { Alert } from "@tradewire/core/schemas/alerts";
import { showToast } from "../../stores/toast-store";
import { fieldClass } from "../../ui/field-class";
import { fetchPredictionTags, type AlertForm } from "./alerts-api";
import { useAlertsStore } from "./alerts-store";
import { CalendarAlertFields } from "./calendar-alert-fields";
import { TagField } from "./tag-field";
import { TickerField } from "./ticker-field";

/** Story topics the classifier tags; with the prediction tags from the server, the suggestions of both tag fields. */
export const storyTags = [
  "tariffs", "trade", "sanctions", "export-controls", "middle-east", "oil", "energy", "china", "eu", "canada", "mexico", "japan", "india",
  "fed", "ecb", "boj", "rates", "inflation", "defense", "russia-ukraine", "shipping", "semiconductors", "tech", "autos", "agriculture",
  "steel", "metals", "earnings", "elections", "markets",
];

export const emptyAlertForm = (channelId: number | null): AlertForm => ({
  name: "",
  type: "Stock Alert",
  channel_id: channelId,
  include_tags: [],
  exclude_tags: [],
  market_alert_type: "new_market",
  volume_threshold: "",
  move_points: "5",
  move_minutes: "30",
  move_direction: "either",
  market_id: null,
  market_question: null,
  tickers: [],
  include_related: false,
  keywords: "",
  min_impact: null,
  countries: [],
  my_tickers: false,
  remind_minutes: null,
});

/** An existing alert as the form edits it. */
export const alertFormOf = (alert: Alert): AlertForm => ({
  name: alert.name,
  type: alert.type,
  channel_id: alert.channel_id,
  include_tags: alert.include_tags,
  exclude_tags: alert.exclude_tags,
  market_alert_type: alert.market_alert_type ?? "new_market",
  volume_threshold: alert.volume_threshold === null ? "" : String(alert.volume_threshold),
  move_points: alert.move_points === null ? "5" : String(alert.move_points),
  move_minutes: alert.move_minutes === null ? "30" : String(alert.move_minutes),
  move_direction: alert.move_direction ?? "either",
  market_id: alert.market_id,
  market_question: null,
  tickers: alert.tickers,
  include_related: alert.include_related,
  keywords: alert.keywords ?? "",
  min_impact: alert.min_impact,
  countries: alert.countries,
  my_tickers: alert.my_tickers,
  remind_minutes: alert.remind_minutes,
});

/** Spec section 5: a name, an existing channel, and for volume_threshold a non-negative whole number. */
export function alertFormProblem(form: AlertForm, channelIds: readonly number[]): string | null {
  if (!form.name.trim()) return "Alert name is required";
  if (form.channel_id === null || !channelIds.includes(form.channel_id)) return "Selected channel not found";
  if (form.type === "prediction_market" && form.market_alert_type === "volume_threshold" && !/^\d+$/.test(form.volume_threshold.trim())) {
    return "A non-negative whole-number volume threshold is required";
  }
  if (form.type === "prediction_market" && form.market_alert_type === "probability_move") {
    const points = Number(form.move_points);
    if (!form.move_points.trim() || !(points >= 0.1 && points <= 100)) return "A move of 0.1 to 100 points is required";
    if (!/^\d+$/.test(form.move_minutes.trim()) || Number(form.move_minutes) < 1 || Number(form.move_minutes) > 1440) return "A window of 1 to 1440 minutes is required";
  }
  return null;
}

/**
 * What an alert form offers while it is open: the user's channels read afresh (spec section 8's warning
 * when they cannot be, keeping the ones already known) and the tag suggestions (its warning likewise).
 */
export function useAlertFormChoices() {
  const refreshChannels = useAlertsStore((s) => s.refreshChannels);
  const [known, setKnown] = useState<string[]>(storyTags);
  useEffect(() => {
    const controller = new AbortController();
    void refreshChannels(controller.signal);
    fetchPredictionTags(controller.signal).then(
      (tags) => setKnown([...new Set([...storyTags, ...tags])]),
      () => {
        if (!controller.signal.aborted) showToast({ title: "Warning", description: "Failed to load available tags. You can still type custom tags." });
      },
    );
    return () => controller.abort();
  }, [refreshChannels]);
  return known;
}

interface AlertFieldsProps {
  form: AlertForm;
  onChange: (form: AlertForm) => void;
  knownTags: readonly string[];
}

/** The fields of an alert, shared by New Alert and the alert panel: name, type, channel, what it listens for. */
export function AlertFields({ form, onChange, knownTags }: AlertFieldsProps) {
  const channels = useAlertsStore((s) => s.channels);
  const set = (changes: Partial<AlertForm>) => onChange({ ...form, ...changes });
  return (
    <>
      <input aria-label="Alert name" placeholder="Alert name" className={fieldClass} value={form.name} onChange={(event) => set({ name: event.target.value })} />
      <div className="grid gap-2 sm:grid-cols-2">
        <select aria-label="Alert type" className={fieldClass} value={form.type} onChange={(event) => set({ type: event.target.value as AlertForm["type"] })}>
          <option value="Stock Alert">Stock Alert</option>
          <option value="prediction_market">Prediction market</option>
          <option value="move">Moves on my tickers and watchlist</option>
          <option value="calendar">Calendar releases</option>
        </select>
        <select aria-label="Channel" className={fieldClass} value={form.channel_id ?? ""} onChange={(event) => set({ channel_id: event.target.value ? Number(event.target.value) : null })}>
          {form.channel_id === null && <option value="">Choose a channel</option>}
          {channels.map((channel) => (
            <option key={channel.channel_id} value={channel.channel_id}>
              {channel.channel_name} ({channel.type})
            </option>
          ))}
        </select>
      </div>
      {form.type === "move" ? (
        <p className="text-2xs text-ink-muted">
          When a stock on your tickers moves 3σ and 1% or more in 5 minutes beyond its market, or a market on your watchlist moves 5 points within 30 minutes, with the story
          that most likely explains it.
        </p>
      ) : form.type === "calendar" ? (
        <CalendarAlertFields form={form} onChange={set} />
      ) : form.type === "Stock Alert" ? (
        // items-start: the chosen tickers under their box leave the impact select its own height.
        <div className="grid items-start gap-2 sm:grid-cols-2">
          <TickerField tickers={form.tickers} onChange={(tickers) => set({ tickers })} />
          <select aria-label="Minimum impact" className={fieldClass} value={form.min_impact ?? ""} onChange={(event) => set({ min_impact: (event.target.value || null) as AlertForm["min_impact"] })}>
            <option value="">Any impact</option>
            {impacts.map((impact) => (
              <option key={impact} value={impact}>
                {impact} or higher
              </option>
            ))}
          </select>
          <label className="flex items-center gap-1.5 text-xs text-ink-muted sm:col-span-2">
            <input type="checkbox" checked={form.include_related} onChange={(event) => set({ include_related: event.target.checked })} />
            Also stories where they are only related (USO on an OPEC+ story)
          </label>
          <input
            aria-label="Keywords"
            placeholder='Keywords, e.g. "export controls" -opinion'
            className={`${fieldClass} sm:col-span-2`}
            value={form.keywords}
            onChange={(event) => set({ keywords: event.target.value })}
          />
        </div>
      ) : (
        <div className="grid gap-2 sm:grid-cols-2">
          <select aria-label="Market alert" className={fieldClass} value={form.market_alert_type} onChange={(event) => set({ market_alert_type: event.target.value as AlertForm["market_alert_type"] })}>
            <option value="new_market">New market</option>
            <option value="volume_threshold">Volume threshold</option>
            <option value="probability_move">Probability move</option>
          </select>
          {form.market_alert_type === "volume_threshold" && (
            <input aria-label="Volume threshold" inputMode="numeric" placeholder="e.g. 100000" className={fieldClass} value={form.volume_threshold} onChange={(event) => set({ volume_threshold: event.target.value })} />
          )}
          {form.market_alert_type === "probability_move" && (
            <div className="grid grid-cols-2 gap-2 sm:col-span-2 sm:grid-cols-3">
              <label className="grid gap-1 text-2xs text-ink-muted">
                Move of at least (points)
                <input inputMode="decimal" className={fieldClass} value={form.move_points} onChange={(event) => set({ move_points: event.target.value })} />
              </label>
              <label className="grid gap-1 text-2xs text-ink-muted">
                Within (minutes)
                <input inputMode="numeric" className={fieldClass} value={form.move_minutes} onChange={(event) => set({ move_minutes: event.target.value })} />
              </label>
              <label className="col-span-2 grid gap-1 text-2xs text-ink-muted sm:col-span-1">
                Direction
                <select className={fieldClass} value={form.move_direction} onChange={(event) => set({ move_direction: event.target.value as AlertForm["move_direction"] })}>
                  <option value="either">Either way</option>
                  <option value="up">Up</option>
                  <option value="down">Down</option>
                </select>
              </label>
              <p className="col-span-2 text-2xs text-ink-muted sm:col-span-3">
                {form.market_id === null ? "Every market the include tags reach (all markets without tags)." : form.market_question ? `Only “${form.market_question}”.` : `Market ${form.market_id} only.`} Points of probability within the window; delivered once per move.
              </p>
            </div>
          )}
        </div>
      )}
      {form.type !== "move" && form.type !== "calendar" && (
        <>
          <TagField label="Include tags" tags={form.include_tags} known={knownTags} onChange={(include_tags) => set({ include_tags })} />
          <TagField label="Exclude tags" tags={form.exclude_tags} known={knownTags} onChange={(exclude_tags) => set({ exclude_tags })} />
        </>
      )}
    </>
  );
}
