import { overdueDeliveries } from "@tradewire/db";
import { deliverOnce } from "../alerts/deliver";
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

/** How late a delivery may be before the sweep queues it again: past any job's normal start. */
const GRACE_MS = 60_000;

/** Queues again the deliveries that are due but have no job (lost with a restart of an embedded app). */
export const sweepDeliveries = defineJob("sweep-deliveries", {
  schedule: { everyMs: () => 60_000, payload: {} },
  attempts: 1,
  dedupKey: () => "sweep",
  handler: async (_payload, context) => {
    const overdue = await overdueDeliveries(context.database.db, new Date(Date.now() - GRACE_MS), 500);
    await context.jobs.enqueueMany(overdue.map(({ id, attempts }) => ({ name: "deliver-notification" as const, payload: { deliveryId: id, attempt: attempts + 1 } })));
  },
});
