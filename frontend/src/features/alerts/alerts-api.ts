import { alertSchema, alertsSchema, deliveriesSchema, notificationChannelSchema, notificationChannelsSchema, type Alert, type NotificationChannel } from "@tradewire/core/schemas/alerts";
import { predictionTagsSchema } from "@tradewire/core/schemas/markets";
import { z } from "zod";
import { apiRequest } from "../../api/client";
import { ApiError } from "../../api/api-error";

export const fetchChannels = (signal?: AbortSignal) => apiRequest("/api/alert/channel", { schema: notificationChannelsSchema, signal });
export const fetchAlerts = (signal?: AbortSignal) => apiRequest("/api/alert/alert", { schema: alertsSchema, signal });
export const fetchPredictionTags = (signal?: AbortSignal) => apiRequest("/api/prediction/tags", { schema: predictionTagsSchema, signal });

export interface ChannelForm {
  channel_name: string;
  type: NotificationChannel["type"];
  email: string;
  endpoint: string;
}

const bodyOf = (form: ChannelForm) => ({
  channel_name: form.channel_name,
  type: form.type,
  ...(form.type === "email" ? { email: form.email } : {}),
  ...(form.type === "webhook" ? { endpoint: form.endpoint } : {}),
});

export const createChannel = (form: ChannelForm) => apiRequest("/api/alert/channel", { method: "POST", body: bodyOf(form), schema: notificationChannelSchema });
export const updateChannel = (channelId: number, form: ChannelForm) =>
  apiRequest("/api/alert/channel", { method: "PUT", body: { channel_id: channelId, ...bodyOf(form) }, schema: notificationChannelSchema });
/** "Send test": a test message through the channel; the channel comes back with its last_test outcome. */
export const testChannel = (channel: NotificationChannel) => apiRequest(`/api/alert/channel/${channel.channel_id}/test`, { method: "POST", schema: notificationChannelSchema });
export const deleteChannel = (channel: NotificationChannel) =>
  apiRequest("/api/alert/channel", { method: "DELETE", body: { channel_id: channel.channel_id, type: channel.type }, schema: z.object({ success: z.literal(true) }) });

export interface AlertForm {
  name: string;
  type: Alert["type"];
  channel_id: number | null;
  include_tags: string[];
  exclude_tags: string[];
  market_alert_type: NonNullable<Alert["market_alert_type"]>;
  volume_threshold: string;
  /** probability_move: points (as typed), within minutes (as typed), which way. */
  move_points: string;
  move_minutes: string;
  move_direction: NonNullable<Alert["move_direction"]>;
  /** One market to watch (from a market's own "Alert me"); null: every market the tags reach. */
  market_id: number | null;
  /** That market's question, for the form to name it (an alert read back has only the id): never sent. */
  market_question: string | null;
  tickers: string[];
  include_related: boolean;
  /** As typed; blank for none. */
  keywords: string;
  /** A stock alert's minimum impact; a calendar alert's minimum importance. */
  min_impact: Alert["min_impact"];
  /** A calendar alert: the countries it hears ([] every country), only my tickers' earnings, a reminder's minutes (null none). */
  countries: string[];
  my_tickers: boolean;
  remind_minutes: number | null;
}

/** Calendar and move alerts hear no tags: their bodies send none, so a type changed on the form leaves none behind. */
const tagless = (type: AlertForm["type"]) => type === "move" || type === "calendar";

/** The body of POST and PUT /api/alert/alert: what the form's type uses, no channel when none is chosen. */
const alertBodyOf = (form: AlertForm) => ({
  name: form.name,
  type: form.type,
  ...(form.channel_id !== null ? { channel_id: form.channel_id } : {}),
  include_tags: tagless(form.type) ? [] : form.include_tags,
  exclude_tags: tagless(form.type) ? [] : form.exclude_tags,
  ...(form.type === "move"
    ? {}
    : form.type === "calendar"
    ? { min_impact: form.min_impact, countries: form.countries, my_tickers: form.my_tickers, remind_minutes: form.remind_minutes }
    : form.type === "prediction_market"
    ? {
        market_alert_type: form.market_alert_type,
        market_id: form.market_id,
        ...(form.market_alert_type === "volume_threshold" ? { volume_threshold: Number(form.volume_threshold) } : {}),
        ...(form.market_alert_type === "probability_move"
          ? { move_points: Number(form.move_points), move_minutes: Number(form.move_minutes), move_direction: form.move_direction }
          : {}),
      }
    : { tickers: form.tickers, include_related: form.include_related, keywords: form.keywords.trim() || null, min_impact: form.min_impact }),
});

export const createAlert = (form: AlertForm) => apiRequest("/api/alert/alert", { method: "POST", body: alertBodyOf(form), schema: alertSchema });
export const updateAlert = (alert: Alert, form: AlertForm) =>
  apiRequest("/api/alert/alert", { method: "PUT", body: { alert_id: alert.alert_id, ...alertBodyOf(form) }, schema: alertSchema });

export const setAlertActive = (alert: Alert, active: boolean) =>
  apiRequest("/api/alert/alert", { method: "PUT", body: { alert_id: alert.alert_id, name: alert.name, active }, schema: alertSchema });
export const runAlert = (alert: Alert) => apiRequest(`/api/alert/alert/${alert.alert_id}/run`, { method: "POST", schema: z.object({ success: z.literal(true) }) });

/** The server's own sentence for a refused call ('Selected channel not found', 'Cannot delete last channel'), else the error's. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : "Unknown error";
}

export const fetchDeliveries = (alert: Alert, signal?: AbortSignal) => apiRequest(`/api/alert/alert/${alert.alert_id}/deliveries`, { schema: deliveriesSchema, signal });
export const deleteAlert = (alert: Alert) => apiRequest("/api/alert/alert", { method: "DELETE", body: { alert_id: alert.alert_id }, schema: z.object({ success: z.literal(true) }) });
