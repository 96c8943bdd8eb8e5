import type { Alert, NotificationChannel } from "@tradewire/core";
import type { AlertRow } from "../repositories/alerts";
import type { ChannelRow } from "../repositories/notification-channels";

/** An alert as its owner reads it. */
export function presentAlert(alert: AlertRow): Alert {
  return {
    alert_id: alert.id,
    name: alert.name,
    type: alert.type,
    include_tags: alert.includeTags,
    exclude_tags: alert.excludeTags,
    channel_id: alert.channelId,
    active: alert.active,
    paused_by: alert.active ? null : alert.pausedBy,
    conditions: alert.conditions,
    description: alert.description ?? "",
    created_at: alert.createdAt.toISOString(),
    last_triggered: alert.lastTriggered?.toISOString() ?? null,
    market_alert_type: alert.marketAlertType,
    volume_threshold: alert.volumeThreshold,
    move_points: alert.movePoints,
    move_minutes: alert.moveMinutes,
    move_direction: alert.moveDirection,
    market_id: alert.marketId,
    tickers: alert.tickers,
    include_related: alert.includeRelated,
    keywords: alert.keywords,
    min_impact: alert.minImpact,
    countries: alert.countries,
    my_tickers: alert.myTickers,
    remind_minutes: alert.remindMinutes,
  };
}

/** What a channel's owner sees: never the sealed secret; whether it can deliver now. */
export function presentChannel(
  channel: ChannelRow,
  context: { emailConfigured: boolean; telegramBotUsername: string | null; signingSecret?: string },
): NotificationChannel {
  const status: NotificationChannel["status"] =
    channel.type === "email" && !context.emailConfigured
      ? "email-not-configured"
      : channel.type !== "telegram"
        ? "ok"
        : !context.telegramBotUsername
          ? "telegram-not-configured"
          : channel.blockedAt
            ? "telegram-blocked"
            : channel.telegramChatId
              ? "ok"
              : "awaiting-telegram";
  return {
    channel_id: channel.id,
    channel_name: channel.channelName,
    type: channel.type,
    email: channel.email,
    endpoint: channel.endpoint,
    channel_key: channel.channelKey,
    telegram_chat_id: channel.telegramChatId,
    telegram_url:
      channel.type === "telegram" && channel.channelKey && context.telegramBotUsername
        ? `https://t.me/${context.telegramBotUsername}?start=${channel.channelKey}`
        : null,
    status,
    created_at: channel.createdAt.toISOString(),
    updated_at: channel.updatedAt.toISOString(),
    last_test:
      channel.lastTestAt && channel.lastTestOk !== null ? { ok: channel.lastTestOk, result: channel.lastTestResult ?? "", at: channel.lastTestAt.toISOString() } : null,
    ...(context.signingSecret ? { signing_secret: context.signingSecret } : {}),
  };
}
