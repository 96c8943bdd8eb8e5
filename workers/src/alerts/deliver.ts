import { deliveryPayloadSchema, webhookBodySchema, type ChannelType, type WebhookBody } from "@tradewire/core";
import { channelById, claimDelivery, DELIVERY_CLAIM_RENEW_MS, finishDelivery, keepInOutbox, markTelegramChatBlocked, moveTelegramChat, renewDeliveryClaim, type ChannelRow, type DeliveryRow } from "@tradewire/db";
import type { JobContext } from "../job-context";
import { alertStopUrl, appSecretOf, createSecretBox, createTelegramBot, DeliveryError } from "@tradewire/platform";
import { createMailer } from "../notify/send-email";
import { sendWebhook } from "../notify/send-webhook";
import { RETRY_SCHEDULES_MS } from "./retry-schedules";
import { notificationContent, type NotificationContent } from "./notification-content";

/** One message for one channel, in every form a channel may need. */
export interface OutgoingMessage {
  content: NotificationContent;
  /** The alert's stop link (List-Unsubscribe); none for a test message. */
  stopUrl: string | null;
  webhookBody: WebhookBody;
  /** The webhook-id: the same on every retry of one delivery, so the receiver can dedupe. */
  messageId: string;
  /** An alert's email is kept in the outbox while no SMTP relay is configured; a test's cannot be. */
  outboxDeliveryId: number | null;
}

type SendContext = Pick<JobContext, "config" | "database" | "logger">;
/** Sends one message through one channel of its type and answers what the far end said. */
type Sender = (context: SendContext, channel: ChannelRow, message: OutgoingMessage) => Promise<string>;

const sendByWebhook: Sender = async ({ config }, channel, message) => {
  const secret = createSecretBox(appSecretOf(config)).open(channel.signingSecret ?? "");
  const body = JSON.stringify(webhookBodySchema.parse(message.webhookBody));
  const { status } = await sendWebhook({ url: channel.endpoint ?? "", secret, messageId: message.messageId, body, allowPrivate: config.ALLOW_PRIVATE_WEBHOOKS });
  return `HTTP ${status}`;
};

const sendByEmail: Sender = async ({ config, database, logger }, channel, { content, stopUrl, outboxDeliveryId }) => {
  const to = channel.email ?? "";
  if (!config.SMTP_URL) {
    if (outboxDeliveryId === null) throw new DeliveryError("rejected", "email is not configured on this server (SMTP_URL)", { retryable: false });
    // Not lost: kept, and the channel's status says email is not configured.
    await keepInOutbox(database.db, { deliveryId: outboxDeliveryId, to, subject: content.subject, text: content.text, html: content.html });
    logger.warn({ deliveryId: outboxDeliveryId }, "SMTP_URL unset: email kept in the outbox");
    return "kept in the outbox: SMTP_URL is not set";
  }
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  try {
    const { response } = await mailer.send({ to, subject: content.subject, text: content.text, html: content.html, ...(stopUrl ? { stopUrl } : {}) });
    return response;
  } finally {
    mailer.close();
  }
};

const sendByTelegram: Sender = async ({ config, database }, channel, { content }) => {
  if (!config.TELEGRAM_BOT_TOKEN) throw new DeliveryError("rejected", "TELEGRAM_BOT_TOKEN is not set", { retryable: false });
  if (!channel.telegramChatId) throw new DeliveryError("rejected", "no Telegram chat is bound to this channel yet: open its Configure Telegram link", { retryable: false });
  if (channel.blockedAt) throw new DeliveryError("blocked", "the bot is blocked in this Telegram chat", { retryable: false });
  const bot = createTelegramBot({ token: config.TELEGRAM_BOT_TOKEN, apiBase: config.TELEGRAM_API_BASE });
  try {
    return `Telegram message ${(await bot.sendMessage(channel.telegramChatId, content.telegramHtml)).messageId} sent`;
  } catch (error) {
    if (error instanceof DeliveryError && error.kind === "blocked") await markTelegramChatBlocked(database.db, channel.telegramChatId);
    if (error instanceof DeliveryError && error.migrateToChatId) {
      // The group became a supergroup: follow it and send there at once.
      await moveTelegramChat(database.db, channel.telegramChatId, error.migrateToChatId);
      return `Telegram message ${(await bot.sendMessage(error.migrateToChatId, content.telegramHtml)).messageId} sent`;
    }
    throw error;
  }
};

/** One sender per channel type: a new type fails the type check until it has one. */
const senders: Record<ChannelType, Sender> = { webhook: sendByWebhook, email: sendByEmail, telegram: sendByTelegram };

/**
 * Sends one message through one channel and answers what the far end said ("HTTP 200", the SMTP relay's
 * reply, Telegram's message id); a DeliveryError says what failed and whether to try again.
 */
export function sendThroughChannel(context: SendContext, channel: ChannelRow, message: OutgoingMessage): Promise<string> {
  return senders[channel.type](context, channel, message);
}

/**
 * Sends one delivery through its channel and answers when its item arrived (the delivery's creation for a
 * row older than that field); a DeliveryError says whether to try again.
 */
async function send(context: JobContext, delivery: DeliveryRow, channel: ChannelRow): Promise<Date> {
  const stored = deliveryPayloadSchema.safeParse(delivery.payload);
  if (!stored.success) throw new DeliveryError("rejected", `the stored delivery does not match its contract: ${stored.error.message}`, { retryable: false });
  const { alertName, item, reasons } = stored.data;
  // Deleting an alert stops its messages, the ones still waiting for a retry included.
  if (delivery.alertId === null) throw new DeliveryError("rejected", "the alert was deleted", { retryable: false });
  const stopUrl = await alertStopUrl(context.config, { alertId: delivery.alertId, userId: delivery.userId });
  await sendThroughChannel(context, channel, {
    content: notificationContent(alertName, item, reasons, stopUrl),
    stopUrl,
    messageId: `msg_${delivery.id}_${delivery.idempotencyKey.replace(/[^\w]/g, "_")}`,
    webhookBody: {
      type: "alert.triggered",
      timestamp: delivery.createdAt.toISOString(),
      // pause_url: a POST pauses this alert (the same signed link as in emails), so a bot can stop what floods it.
      data: { alert: { alert_id: delivery.alertId, name: alertName, reasons, pause_url: stopUrl }, item },
    },
    outboxDeliveryId: delivery.id,
  });
  return item.arrived_at ? new Date(item.arrived_at) : delivery.createdAt;
}

/** Runs the send, renewing the delivery's claim meanwhile: a slow receiver keeps it, a dead worker loses it in seconds. */
async function holdingClaim<T>(context: JobContext, deliveryId: number, work: () => Promise<T>): Promise<T> {
  const renewal = setInterval(() => void renewDeliveryClaim(context.database.db, deliveryId).catch(() => {}), DELIVERY_CLAIM_RENEW_MS);
  try {
    return await work();
  } finally {
    clearInterval(renewal);
  }
}

/**
 * One attempt at one delivery: claimed first (so no second worker sends it), sent, and recorded. A
 * retryable failure is scheduled again on its channel's schedule (RETRY_SCHEDULES_MS; a 429's wait respected)
 * and marked dead when the schedule is spent; others fail at once.
 * The schedule lives in the row, so a restart loses nothing: the sweep finds what is due.
 */
export async function deliverOnce(context: JobContext, deliveryId: number): Promise<"sent" | "retrying" | "failed" | "dead" | "skipped"> {
  const db = context.database.db;
  const delivery = await claimDelivery(db, deliveryId);
  if (!delivery) return "skipped";
  const outcome = await attemptDelivery(context, delivery);
  context.metrics.deliveries.inc({ channel: delivery.channelType, outcome });
  return outcome;
}

async function attemptDelivery(context: JobContext, delivery: DeliveryRow): Promise<"sent" | "retrying" | "failed" | "dead"> {
  const db = context.database.db;
  const deliveryId = delivery.id;
  const channel = delivery.channelId === null ? undefined : await channelById(db, delivery.channelId);
  try {
    if (!channel) throw new DeliveryError("rejected", "the channel was deleted", { retryable: false });
    const arrivedAt = await holdingClaim(context, delivery.id, () => send(context, delivery, channel));
    await finishDelivery(db, delivery.id, { status: "sent", error: null });
    const delaySeconds = Math.max(0, Date.now() - arrivedAt.getTime()) / 1_000;
    context.metrics.deliveryDelay.observe({ channel: delivery.channelType }, delaySeconds);
    context.logger.info({ deliveryId, alertId: delivery.alertId, channel: delivery.channelType, attempt: delivery.attempts, delaySeconds }, "delivery sent");
    return "sent";
  } catch (error) {
    const failure = error instanceof DeliveryError ? error : new DeliveryError("network", error instanceof Error ? error.message : String(error), { retryable: true });
    if (!failure.retryable) {
      context.logger.warn({ deliveryId, kind: failure.kind, err: failure.message, detail: failure.detail }, "delivery failed");
      await finishDelivery(db, delivery.id, { status: "failed", error: failure.message });
      return "failed";
    }
    const scheduled = RETRY_SCHEDULES_MS[delivery.channelType][delivery.attempts];
    if (scheduled === undefined) {
      await finishDelivery(db, delivery.id, { status: "dead", error: failure.message });
      return "dead";
    }
    const delayMs = Math.max(scheduled, failure.retryAfterMs ?? 0);
    await finishDelivery(db, delivery.id, { status: "retrying", error: failure.message, nextAttemptAt: new Date(Date.now() + delayMs) });
    await context.jobs.enqueue("deliver-notification", { deliveryId: delivery.id, attempt: delivery.attempts + 1 }, { delayMs });
    context.logger.info({ deliveryId, attempt: delivery.attempts, delayMs, err: failure.message }, "delivery will be retried");
    return "retrying";
  }
}
