import { and, desc, eq, inArray, lte, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import { deliveries, emailOutbox } from "../schema/index";
import type { DeliveryPayload } from "@tradewire/core/schemas/alerts";
import type { ChannelType, DeliveryStatus } from "@tradewire/core/wire-constants";

export type DeliveryRow = typeof deliveries.$inferSelect;

export interface NewDelivery {
  userId: number;
  alertId: number;
  channelId: number;
  channelType: ChannelType;
  idempotencyKey: string;
  payload: DeliveryPayload;
}

/**
 * Records the deliveries a match asks for and answers only the ones that are new: a delivery whose
 * idempotency key is already there (the same alert, item and channel) is never queued twice.
 */
export async function queueDeliveries(db: Database, rows: NewDelivery[]): Promise<DeliveryRow[]> {
  if (!rows.length) return [];
  return db.insert(deliveries).values(rows).onConflictDoNothing({ target: deliveries.idempotencyKey }).returning();
}

/**
 * How long a claim on a delivery lasts unless renewed: the worker sending it renews it every DELIVERY_CLAIM_RENEW_MS
 * for as long as the send takes, so a worker that died mid-send gives it up within this.
 */
const CLAIM_MS = 10_000;
export const DELIVERY_CLAIM_RENEW_MS = 3_000;

/**
 * Takes a delivery for sending if it is due and nobody else holds it: one atomic update, so two workers
 * (or a retry racing a sweep) never both send. Answers the row, or undefined.
 */
export async function claimDelivery(db: Database, deliveryId: number, now = new Date()): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .update(deliveries)
    .set({ status: "sending", claimedUntil: new Date(now.getTime() + CLAIM_MS), attempts: sql`${deliveries.attempts} + 1`, updatedAt: now })
    .where(
      and(
        eq(deliveries.id, deliveryId),
        or(
          inArray(deliveries.status, ["queued", "retrying"]),
          and(eq(deliveries.status, "sending"), lte(deliveries.claimedUntil, now)),
        ),
        lte(deliveries.nextAttemptAt, now),
      ),
    )
    .returning();
  return row;
}

/** Extends the claim of a delivery still being sent: the sender is alive. */
export async function renewDeliveryClaim(db: Database, deliveryId: number, now = new Date()): Promise<void> {
  await db
    .update(deliveries)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(and(eq(deliveries.id, deliveryId), eq(deliveries.status, "sending")));
}

export async function finishDelivery(
  db: Database,
  deliveryId: number,
  outcome: { status: Extract<DeliveryStatus, "sent" | "retrying" | "failed" | "dead">; error?: string | null; nextAttemptAt?: Date },
): Promise<void> {
  const now = new Date();
  await db
    .update(deliveries)
    .set({
      status: outcome.status,
      lastError: outcome.error === undefined ? sql`${deliveries.lastError}` : outcome.error?.slice(0, 500) ?? null,
      claimedUntil: null,
      deliveredAt: outcome.status === "sent" ? now : null,
      nextAttemptAt: outcome.nextAttemptAt ?? now,
      updatedAt: now,
    })
    .where(eq(deliveries.id, deliveryId));
}

/**
 * Deliveries waiting longer than they should: due before `dueBefore` and still waiting (their job was lost with a
 * restart), or claimed by a worker whose claim ran out before `claimExpiredBefore` (it died mid-send: the claim
 * outlasts any send, so its expiry is proof enough). The sweep queues them again.
 */
export async function overdueDeliveries(
  db: Database,
  { dueBefore, claimExpiredBefore }: { dueBefore: Date; claimExpiredBefore: Date },
  limit: number,
): Promise<{ id: number; attempts: number }[]> {
  return db
    .select({ id: deliveries.id, attempts: deliveries.attempts })
    .from(deliveries)
    .where(
      or(
        and(inArray(deliveries.status, ["queued", "retrying"]), lte(deliveries.nextAttemptAt, dueBefore)),
        and(eq(deliveries.status, "sending"), lte(deliveries.claimedUntil, claimExpiredBefore)),
      ),
    )
    .limit(limit);
}

/** One alert's delivery log, newest first; only its owner's rows. */
export async function listAlertDeliveries(db: Database, userId: number, alertId: number, limit = 100): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.userId, userId), eq(deliveries.alertId, alertId)))
    .orderBy(desc(deliveries.createdAt), desc(deliveries.id))
    .limit(limit);
}

/** Keeps an email while no SMTP server is configured. */
export async function keepInOutbox(db: Database, email: { deliveryId: number; to: string; subject: string; text: string; html: string }): Promise<void> {
  await db.insert(emailOutbox).values(email);
}
