import { overdueDeliveries } from "@tradewire/db";
import { deliverOnce } from "./deliver";
import { defineJob } from "../job-definition";

/** Sends one delivery; its retry schedule is kept in the delivery row, not in the queue. */
export const deliverNotification = defineJob("deliver-notification", {
  attempts: 1,
  timeoutMs: 30_000,
  dedupKey: ({ deliveryId, attempt }) => `${deliveryId}:${attempt}`,
  handler: async ({ deliveryId }, context) => {
    await deliverOnce(context, deliveryId);
  },
});

/** How late a waiting delivery may be before the sweep queues it again: past any job's normal start. */
const GRACE_MS = 60_000;

/**
 * Queues again the deliveries that are due but have no job (lost with a restart of an embedded app, or with a
 * Redis that came back empty) and those a dead worker held (its claim, renewed every few seconds while it sends,
 * ran out). Every 5 s: a trader's alert held by a crashed worker goes out within about 15 s of the crash.
 */
export const sweepDeliveries = defineJob("sweep-deliveries", {
  schedule: { everyMs: () => 5_000, payload: {} },
  attempts: 1,
  dedupKey: () => "sweep",
  handler: async (_payload, context) => {
    const now = Date.now();
    const overdue = await overdueDeliveries(context.database.db, { dueBefore: new Date(now - GRACE_MS), claimExpiredBefore: new Date(now) }, 500);
    await context.jobs.enqueueMany(overdue.map(({ id, attempts }) => ({ name: "deliver-notification" as const, payload: { deliveryId: id, attempt: attempts + 1 } })));
  },
});
