import { z } from "zod";
import { parseKeywordQuery } from "../domain/alerts/keyword-query";
import { alertPausers, alertTypes, channelTypes, deliveryStatuses, impacts, marketAlertTypes, moveDirections, type AlertType } from "../wire-constants";

/** An id in a body: a number (the spec's big integer) or its digits as a string. */
const idField = (what: string) =>
  z.union([z.number().int().positive(), z.string().regex(/^\d{1,18}$/)], { error: `must be a numeric ${what} id` }).transform(Number);
const requiredName = (what: string) => z.string({ error: `${what} is required` }).trim().min(1, `${what} is required`).max(100, `${what} is at most 100 characters`);
const unique = (values: string[]) => [...new Set(values)];
const tagList = z.array(z.string().trim().toLowerCase().min(1).max(50)).max(20, "at most 20 tags").transform(unique);
const tickerList = z.array(z.string().trim().toUpperCase().min(1).max(12)).max(20, "at most 20 tickers").transform(unique);
/** ISO 3166 alpha-2 codes as the calendar writes them ("EU" for the euro area). */
const countryList = z
  .array(z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, "countries are two-letter codes such as US, EU, GB, JP"))
  .max(30, "at most 30 countries")
  .transform(unique);
/** In an update an explicit null clears a list, as [] does. */
const clearable = (list: typeof tagList) => list.nullable().transform((values) => values ?? []);

/** How a channel stands: able to deliver, or what stops it. */
export const channelStatuses = ["ok", "email-not-configured", "telegram-not-configured", "awaiting-telegram", "telegram-blocked"] as const;

/** A notification channel as its owner reads it (spec section 3); the webhook secret only in the create answer. */
export const notificationChannelSchema = z.object({
  channel_id: z.number(),
  channel_name: z.string(),
  type: z.enum(channelTypes),
  email: z.string().nullable(),
  endpoint: z.string().nullable(),
  channel_key: z.string().nullable(),
  telegram_chat_id: z.string().nullable(),
  /** The bot link that binds a Telegram chat to this channel; null when no bot is configured. */
  telegram_url: z.string().nullable(),
  status: z.enum(channelStatuses),
  created_at: z.string(),
  updated_at: z.string(),
  /** The last "Send test": whether it got through and what the far end said, or what failed. */
  last_test: z.object({ ok: z.boolean(), result: z.string(), at: z.string() }).nullable(),
  /** Standard Webhooks secret (whsec_...): shown once, when a webhook channel is created. */
  signing_secret: z.string().optional(),
});
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;
export const notificationChannelsSchema = z.array(notificationChannelSchema);

const channelFields = z.object({
  channel_name: requiredName("Channel name"),
  type: z.enum(channelTypes, { error: "type must be email, webhook or telegram" }),
  email: z.string().trim().optional().nullable(),
  endpoint: z.string().trim().optional().nullable(),
  /** Sent by the spec's form for telegram; the server makes its own link. */
  telegram_url: z.string().optional().nullable(),
});

/** Email needs an address, webhook an endpoint (https in production); telegram needs neither. */
const checkTarget = (channel: z.infer<typeof channelFields>, context: z.RefinementCtx) => {
  if (channel.type === "email" && !z.email().safeParse(channel.email ?? "").success) {
    context.addIssue({ code: "custom", path: ["email"], message: "a valid email address is required" });
  }
  if (channel.type === "webhook" && !z.url({ protocol: /^https?$/ }).safeParse(channel.endpoint ?? "").success) {
    context.addIssue({ code: "custom", path: ["endpoint"], message: "an http(s) endpoint URL is required" });
  }
};

/** POST /api/alert/channel */
export const channelCreateBodySchema = channelFields.superRefine(checkTarget);
/** PUT /api/alert/channel */
export const channelUpdateBodySchema = channelFields.extend({ channel_id: idField("channel") }).superRefine(checkTarget);
export const channelIdParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/, "must be a numeric channel id").transform(Number) });

/** DELETE /api/alert/channel (the spec sends the type too; only the id counts). */
export const channelDeleteBodySchema = z.object({ channel_id: idField("channel"), type: z.string().optional() });

/**
 * What an alert can hear: a story, a market, a move (a price that moved more than it usually does), a calendar event's
 * release, or the reminder a calendar alert sends before an event.
 */
const alertItemKinds = ["article", "market", "move", "calendar", "calendar_reminder"] as const;

/** An alert as its owner reads it (spec section 3); conditions and description are derived for display. */
export const alertSchema = z.object({
  alert_id: z.number(),
  name: z.string(),
  type: z.enum(alertTypes),
  include_tags: z.array(z.string()),
  exclude_tags: z.array(z.string()),
  channel_id: z.number().nullable(),
  active: z.boolean(),
  /** Who paused a paused alert: its owner, a message's stop link, or /stop in Telegram; null while active. */
  paused_by: z.enum(alertPausers).nullable(),
  conditions: z.array(z.string()),
  description: z.string(),
  created_at: z.string(),
  last_triggered: z.string().nullable(),
  market_alert_type: z.enum(marketAlertTypes).nullable(),
  volume_threshold: z.number().nullable(),
  /** probability_move: at least move_points percentage points within move_minutes, in move_direction. */
  move_points: z.number().nullable(),
  move_minutes: z.number().nullable(),
  move_direction: z.enum(moveDirections).nullable(),
  /** A market alert may watch one market; null: every market its tags reach. */
  market_id: z.number().nullable(),
  tickers: z.array(z.string()),
  /** A stock alert's tickers also meet stories where they are only related (USO on an OPEC+ story). */
  include_related: z.boolean(),
  /** Words a story's title or summary must hold, in the search box's syntax: `"export controls" -opinion`. */
  keywords: z.string().nullable(),
  /** A stock alert's minimum impact; a calendar alert's minimum importance (the same scale). */
  min_impact: z.enum(impacts).nullable(),
  /** A calendar alert hears the events of these countries (ISO 3166 codes, "EU" the euro area); [] every country. */
  countries: z.array(z.string()),
  /** A calendar alert with my_tickers hears only the earnings of its owner's own tickers. */
  my_tickers: z.boolean(),
  /** A calendar alert may also remind its owner this many minutes before a matching event; null: no reminder. */
  remind_minutes: z.number().nullable(),
});
export type Alert = z.infer<typeof alertSchema>;
export const alertsSchema = z.array(alertSchema);

/** An alert's fields as a body names them, without defaults: what a create leaves out gets one, what an update leaves out stays. */
const alertFields = z.object({
  name: requiredName("Alert name"),
  channel_id: idField("channel"),
  type: z.enum(alertTypes, { error: "type must be 'Stock Alert', 'prediction_market', 'move' or 'calendar'" }),
  include_tags: tagList,
  exclude_tags: tagList,
  market_alert_type: z.enum(marketAlertTypes).nullable(),
  volume_threshold: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).pipe(z.number().int("volume_threshold must be a whole number").min(0, "volume_threshold must not be negative")).nullable(),
  move_points: z.number({ error: "move_points must be a number of percentage points" }).min(0.1, "move_points must be at least 0.1").max(100, "move_points must be at most 100").nullable(),
  move_minutes: z.number().int("move_minutes must be a whole number").min(1, "move_minutes must be at least 1").max(1_440, "move_minutes must be at most 1440 (a day)").nullable(),
  move_direction: z.enum(moveDirections, { error: "move_direction must be either, up or down" }).nullable(),
  market_id: idField("market").nullable(),
  tickers: tickerList,
  include_related: z.boolean(),
  /** Blank clears, as null does. */
  keywords: z.string().trim().max(200, "keywords are at most 200 characters").nullable().transform((text) => text || null),
  min_impact: z.enum(impacts).nullable(),
  countries: countryList,
  my_tickers: z.boolean({ error: "my_tickers must be true or false" }),
  remind_minutes: z
    .number({ error: "remind_minutes must be a number of minutes" })
    .int("remind_minutes must be a whole number")
    .min(1, "remind_minutes must be at least 1")
    .max(1_440, "remind_minutes must be at most 1440 (a day)")
    .nullable(),
  active: z.boolean(),
});
type AlertFieldValues = z.infer<typeof alertFields>;

const MARKET_FIELDS = ["market_alert_type", "market_id", "volume_threshold", "move_points", "move_minutes", "move_direction"] as const;
const CALENDAR_FIELDS = ["countries", "my_tickers", "remind_minutes"] as const;

/**
 * What each kind of alert cannot use, and why: a move alert hears the moves of its owner's tickers and watchlist and
 * nothing narrows them; a calendar alert hears calendar events, which carry no tags, words or market; only a calendar
 * alert reads countries, my_tickers and a reminder.
 */
const INAPPLICABLE: Record<AlertType, { fields: readonly (keyof AlertFieldValues)[]; why: (field: string) => string }> = {
  "Stock Alert": { fields: CALENDAR_FIELDS, why: (field) => `${field} applies to calendar alerts only` },
  prediction_market: { fields: CALENDAR_FIELDS, why: (field) => `${field} applies to calendar alerts only` },
  move: {
    fields: ["tickers", "include_tags", "exclude_tags", "keywords", "min_impact", ...MARKET_FIELDS, ...CALENDAR_FIELDS],
    why: (field) => `a move alert hears the moves of your tickers and watchlist: ${field} does not apply`,
  },
  calendar: {
    fields: ["tickers", "include_tags", "exclude_tags", "keywords", "include_related", ...MARKET_FIELDS],
    why: (field) => `a calendar alert hears calendar events by importance, country and your tickers: ${field} does not apply`,
  },
};

/**
 * The fields a body gives a value (not null, [] or false) that an alert of this type cannot use, each with the sentence
 * that refuses it. An update that does not name the type is checked against the stored one with this.
 */
export function inapplicableAlertFields(type: AlertType, alert: Partial<Record<keyof AlertFieldValues, unknown>>): { field: string; message: string }[] {
  const { fields, why } = INAPPLICABLE[type];
  return fields.flatMap((field) => {
    const value = alert[field];
    const given = value !== undefined && value !== null && value !== false && !(Array.isArray(value) && value.length === 0);
    return given ? [{ field, message: why(field) }] : [];
  });
}

const checkAlert = (alert: Partial<AlertFieldValues>, context: z.RefinementCtx) => {
  if (alert.type) for (const { field, message } of inapplicableAlertFields(alert.type, alert)) context.addIssue({ code: "custom", path: [field], message });
  const query = alert.keywords ? parseKeywordQuery(alert.keywords) : null;
  if (typeof query === "string") context.addIssue({ code: "custom", path: ["keywords"], message: query });
  if (alert.type === "prediction_market" && alert.market_alert_type === "volume_threshold" && (alert.volume_threshold === null || alert.volume_threshold === undefined)) {
    context.addIssue({ code: "custom", path: ["volume_threshold"], message: "a non-negative whole-number volume threshold is required" });
  }
  if (alert.type === "prediction_market" && alert.market_alert_type === "probability_move") {
    if (alert.move_points === null || alert.move_points === undefined) context.addIssue({ code: "custom", path: ["move_points"], message: "a move of at least 0.1 points is required" });
    if (alert.move_minutes === null || alert.move_minutes === undefined) context.addIssue({ code: "custom", path: ["move_minutes"], message: "a window of 1 to 1440 minutes is required" });
  }
};

/** POST /api/alert/alert */
export const alertCreateBodySchema = alertFields
  .partial()
  .extend({
    name: alertFields.shape.name,
    channel_id: alertFields.shape.channel_id,
    type: alertFields.shape.type.default("Stock Alert"),
    include_tags: tagList.default([]),
    exclude_tags: tagList.default([]),
    tickers: tickerList.default([]),
    countries: countryList.default([]),
  })
  .superRefine(checkAlert);
/**
 * PUT /api/alert/alert: the id and the fields to change. An absent field stays as it is; an explicit [] or
 * null clears it (the dashboard's pause sends only the id, the name and `active`).
 */
export const alertUpdateBodySchema = alertFields
  .extend({ include_tags: clearable(tagList), exclude_tags: clearable(tagList), tickers: clearable(tickerList), countries: clearable(countryList) })
  .partial()
  .extend({ alert_id: idField("alert") })
  .superRefine(checkAlert);
/** DELETE /api/alert/alert */
export const alertDeleteBodySchema = z.object({ alert_id: idField("alert") });
export const alertIdParamsSchema = z.object({ id: z.string().regex(/^\d{1,18}$/, "must be a numeric alert id").transform(Number) });

/** One line of an alert's delivery log. */
export const deliverySchema = z.object({
  delivery_id: z.number(),
  channel_id: z.number().nullable(),
  channel_type: z.enum(channelTypes),
  status: z.enum(deliveryStatuses),
  attempts: z.number(),
  last_error: z.string().nullable(),
  item: z.object({ kind: z.enum(alertItemKinds), title: z.string(), url: z.string().nullable() }),
  created_at: z.string(),
  updated_at: z.string(),
  delivered_at: z.string().nullable(),
  /** From the item's arrival to the send, in ms; null until sent (or for deliveries older than this field). */
  delay_ms: z.number().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;
export const deliveriesSchema = z.array(deliverySchema);

/** POST /api/alert/alert/:id/run */
export const alertRunSchema = z.object({ matched: z.number(), queued: z.number() });

/** What matched an alert, as a notification tells it. */
export const alertItemSchema = z.object({
  kind: z.enum(alertItemKinds),
  id: z.string(),
  title: z.string(),
  url: z.string().nullable(),
  impact: z.enum(impacts).nullable(),
  source: z.string().nullable(),
  tickers: z.array(z.string()),
  tags: z.array(z.string()),
  probability: z.number().nullable(),
  volume: z.number().nullable(),
  at: z.string(),
  /** When Tradewire got the story or saw the market change: the delivery log's delay counts from here. */
  arrived_at: z.string().optional(),
});
export type AlertItemPayload = z.infer<typeof alertItemSchema>;

/** What a delivery row keeps until it is sent (its payload column): the alert's name, the item, why it matched. */
export const deliveryPayloadSchema = z.object({ alertName: z.string(), item: alertItemSchema, reasons: z.array(z.string()) });
export type DeliveryPayload = z.infer<typeof deliveryPayloadSchema>;

/**
 * A webhook's JSON body (Standard Webhooks: type, timestamp, data), signed byte for byte: an alert's match,
 * with the signed link that pauses it, or a channel's test message.
 */
export const webhookBodySchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("alert.triggered"),
    timestamp: z.string(),
    data: z.object({
      alert: z.object({ alert_id: z.number(), name: z.string(), reasons: z.array(z.string()), pause_url: z.string() }),
      item: alertItemSchema,
    }),
  }),
  z.object({ type: z.literal("channel.test"), timestamp: z.string(), data: z.object({ channel_id: z.number(), item: alertItemSchema }) }),
]);
export type WebhookBody = z.infer<typeof webhookBodySchema>;

/** alert.triggered, pushed to the alert's owner: the in-app toast. */
export const alertTriggeredSchema = z.object({
  user_id: z.number(),
  alert_id: z.number(),
  alert_name: z.string(),
  reasons: z.array(z.string()),
  item: alertItemSchema,
  triggered_at: z.string(),
});
export type AlertTriggered = z.infer<typeof alertTriggeredSchema>;
