import { matchAlert, type AlertRule } from "@tradewire/core/domain/alerts/index";
import { channelsByIds, markAlertsTriggered, queueDeliveries } from "@tradewire/db";
import type { JobContext } from "../job-context";
import type { MatchableItem } from "./alert-items";

/**
 * The key that makes one alert, item and channel one delivery, however often the match is made; a market
 * alert that can fire again for the same market (a new probability move) names the occurrence too.
 */
export const idempotencyKeyOf = (alertId: number, item: MatchableItem, channelId: number, occurrence?: string) =>
  `${alertId}:${item.payload.kind}:${item.payload.id}:${channelId}${occurrence === undefined ? "" : `:${occurrence}`}`;

/**
 * Turns the alerts an item fired into deliveries: one row per alert and channel under its idempotency key
 * (a duplicate event finds the row and stops there), one deliver-notification job per new row, the
 * alerts' last_triggered, and alert.triggered to each owner. Answers how many deliveries were new.
 * Logged once with the item and the new deliveries: the line that ties a story to what it sends.
 */
export async function queueMatches(
  context: Pick<JobContext, "database" | "jobs" | "publish" | "metrics" | "logger">,
  item: MatchableItem,
  rules: readonly AlertRule[],
  occurrenceOf: (alertId: number) => string | undefined = () => undefined,
): Promise<number> {
  const { database, jobs, publish } = context;
  const db = database.db;
  const withChannel = rules.filter((rule) => rule.channelId !== null);
  if (!withChannel.length) return 0;
  const channels = new Map((await channelsByIds(db, [...new Set(withChannel.map((rule) => rule.channelId!))])).map((channel) => [channel.id, channel]));
  const queued = await queueDeliveries(
    db,
    withChannel.flatMap((rule) => {
      const channel = channels.get(rule.channelId!);
      // A channel that is gone, or another user's (a stale id), gets nothing.
      if (!channel || channel.userId !== rule.userId) return [];
      return [
        {
          userId: rule.userId,
          alertId: rule.id,
          channelId: channel.id,
          channelType: channel.type,
          idempotencyKey: idempotencyKeyOf(rule.id, item, channel.id, occurrenceOf(rule.id)),
          payload: { alertName: rule.name, item: item.payload, reasons: matchAlert(rule, item.match) ?? [] },
        },
      ];
    }),
  );
  if (!queued.length) return 0;
  await jobs.enqueueMany(queued.map((delivery) => ({ name: "deliver-notification" as const, payload: { deliveryId: delivery.id, attempt: 1 } })));
  const fired = [...new Set(queued.map((delivery) => delivery.alertId!))];
  context.metrics.alertMatches.inc({ item: item.payload.kind }, fired.length);
  context.logger.info(
    { item: item.payload.kind, itemId: item.payload.id, alertIds: fired, deliveryIds: queued.map((delivery) => delivery.id) },
    "alerts matched",
  );
  const now = new Date();
  await markAlertsTriggered(db, fired, now);
  const byId = new Map(withChannel.map((rule) => [rule.id, rule]));
  await Promise.all(
    fired.map((alertId) => {
      const rule = byId.get(alertId)!;
      const delivery = queued.find((row) => row.alertId === alertId)!;
      return publish("alert.triggered", {
        user_id: rule.userId,
        alert_id: alertId,
        alert_name: rule.name,
        reasons: delivery.payload.reasons,
        item: item.payload,
        triggered_at: now.toISOString(),
      });
    }),
  );
  return queued.length;
}
