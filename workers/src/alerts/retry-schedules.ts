import type { ChannelType } from "@tradewire/core";

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Svix's webhook schedule (docs.svix.com/retries, as recorded in workers/src/testing/fixtures/webhooks/
 * retry_schedules.json, copied from the shared fixtures): at once, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and
 * 10 h — eight attempts over about 27.5 hours, long enough to ride out a receiver's bad night.
 */
export const SVIX_WEBHOOK_SCHEDULE_MS: readonly number[] = [0, 5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 10 * HOUR];

/**
 * Our SMTP relay, not the reader's server, is what can be down (the relay queues and retries to the recipient
 * on its own): at once, then 1 min, 5 min, 30 min, 2 h and 6 h — six attempts over about 8.6 hours, after which
 * a headline is stale news.
 */
export const SMTP_RELAY_SCHEDULE_MS: readonly number[] = [0, 1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 6 * HOUR];

/**
 * Telegram's Bot API fails briefly (a 5xx, a network blip) or throttles with its own retry_after, which a
 * retry respects: at once, then 5 s, 30 s, 5 min, 30 min and 2 h — six attempts over about 2.6 hours.
 */
export const TELEGRAM_BOT_API_SCHEDULE_MS: readonly number[] = [0, 5 * SECOND, 30 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR];

/** The wait before each attempt of one delivery, by its channel; spent, the delivery is dead. */
export const RETRY_SCHEDULES_MS: Record<ChannelType, readonly number[]> = {
  webhook: SVIX_WEBHOOK_SCHEDULE_MS,
  email: SMTP_RELAY_SCHEDULE_MS,
  telegram: TELEGRAM_BOT_API_SCHEDULE_MS,
};
