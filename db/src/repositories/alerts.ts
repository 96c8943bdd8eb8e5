import { and, desc, eq, inArray, isNotNull, notInArray, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import { alertMarketMoves, alertRulesVersion, alerts, userTickers, watchlistEntries } from "../schema/index";
import type { AlertPauser, AlertType, Impact, MarketAlertType, MoveDirection } from "@tradewire/core/wire-constants";

export type AlertRow = typeof alerts.$inferSelect;

export interface AlertFields {
  name: string;
  type: AlertType;
  channelId: number;
  includeTags: string[];
  excludeTags: string[];
  marketAlertType: MarketAlertType | null;
  volumeThreshold: number | null;
  marketId: number | null;
  movePoints: number | null;
  moveMinutes: number | null;
  moveDirection: MoveDirection | null;
  tickers: string[];
  includeRelated: boolean;
  keywords: string | null;
  minImpact: Impact | null;
  countries: string[];
  myTickers: boolean;
  remindMinutes: number | null;
  conditions: string[];
  description: string;
  active: boolean;
  pausedBy: AlertPauser | null;
}

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Every change to alerts moves the version in the same transaction: each process's index then knows to rebuild. */
async function bumpVersion(tx: Transaction | Database) {
  await tx
    .insert(alertRulesVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({ target: alertRulesVersion.id, set: { version: sql`${alertRulesVersion.version} + 1` } });
}

export async function alertRulesVersionOf(db: Database): Promise<number> {
  const [row] = await db.select({ version: alertRulesVersion.version }).from(alertRulesVersion).where(eq(alertRulesVersion.id, 1));
  return row?.version ?? 0;
}

/** The user's alerts, newest first. */
export async function listAlerts(db: Database, userId: number): Promise<AlertRow[]> {
  return db.select().from(alerts).where(eq(alerts.userId, userId)).orderBy(desc(alerts.createdAt), desc(alerts.id));
}

export async function countAlerts(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(alerts).where(eq(alerts.userId, userId));
  return row?.count ?? 0;
}

/** One of the user's alerts; another user's is as absent as a missing one. */
export async function findAlert(db: Database, userId: number, alertId: number): Promise<AlertRow | undefined> {
  const [row] = await db.select().from(alerts).where(and(eq(alerts.id, alertId), eq(alerts.userId, userId)));
  return row;
}

export async function createAlert(db: Database, userId: number, fields: AlertFields): Promise<AlertRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(alerts).values({ userId, ...fields }).returning();
    await bumpVersion(tx);
    return row!;
  });
}

export async function updateAlert(db: Database, userId: number, alertId: number, fields: Partial<AlertFields>): Promise<AlertRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(alerts)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(alerts.id, alertId), eq(alerts.userId, userId)))
      .returning();
    if (row) await bumpVersion(tx);
    return row;
  });
}

export async function deleteAlert(db: Database, userId: number, alertId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx.delete(alerts).where(and(eq(alerts.id, alertId), eq(alerts.userId, userId))).returning({ id: alerts.id });
    if (removed.length) await bumpVersion(tx);
    return removed.length > 0;
  });
}

/**
 * Pauses alerts from outside the app (a message's stop link, /stop in a Telegram chat); those already paused
 * keep who paused them. Returns the alerts it paused.
 */
export async function pauseAlerts(db: Database, where: { alertId: number; userId: number } | { channelIds: number[] }, pausedBy: AlertPauser): Promise<AlertRow[]> {
  const target = "alertId" in where ? and(eq(alerts.id, where.alertId), eq(alerts.userId, where.userId)) : where.channelIds.length ? inArray(alerts.channelId, where.channelIds) : sql`false`;
  return db.transaction(async (tx) => {
    const paused = await tx.update(alerts).set({ active: false, pausedBy, updatedAt: new Date() }).where(and(target, eq(alerts.active, true))).returning();
    if (paused.length) await bumpVersion(tx);
    return paused;
  });
}

/** Resumes the alerts of these channels that one kind of pause stopped (/start after /stop), not those their owner paused. */
export async function resumeAlerts(db: Database, channelIds: number[], pausedBy: AlertPauser): Promise<AlertRow[]> {
  if (!channelIds.length) return [];
  return db.transaction(async (tx) => {
    const resumed = await tx
      .update(alerts)
      .set({ active: true, pausedBy: null, updatedAt: new Date() })
      .where(and(inArray(alerts.channelId, channelIds), eq(alerts.active, false), eq(alerts.pausedBy, pausedBy)))
      .returning();
    if (resumed.length) await bumpVersion(tx);
    return resumed;
  });
}

/** Every active alert with a channel: what the matcher indexes. */
export async function listActiveAlerts(db: Database): Promise<AlertRow[]> {
  return db.select().from(alerts).where(and(eq(alerts.active, true), isNotNull(alerts.channelId)));
}

/**
 * The active move alerts a move reaches: those whose owner has the stock on their tickers, or the market on their
 * watchlist. A move alert hears its owner's own lists, so matching it is a question for the database.
 */
export async function moveAlertsFor(db: Database, subject: { symbol: string | null; marketId: number | null }): Promise<AlertRow[]> {
  // Qualified by hand, so the subqueries' user_id cannot be read as the lists' own however drizzle renders the column.
  const owner = sql`${alerts}.user_id`;
  const owns = [
    subject.symbol === null ? null : sql`exists (select 1 from ${userTickers} ut where ut.user_id = ${owner} and ut.symbol = ${subject.symbol})`,
    subject.marketId === null ? null : sql`exists (select 1 from ${watchlistEntries} w where w.user_id = ${owner} and w.market_id = ${subject.marketId})`,
  ].filter((condition) => condition !== null);
  if (!owns.length) return [];
  return db
    .select()
    .from(alerts)
    .where(and(eq(alerts.type, "move"), eq(alerts.active, true), isNotNull(alerts.channelId), or(...owns)));
}

/**
 * The active calendar alerts with a channel; `withReminder` keeps those that ask for a reminder. Calendar events are few
 * (dozens a day) and so are these alerts, so each event is matched against them all, in core (calendar alerts).
 */
export async function listCalendarAlerts(db: Database, { withReminder = false }: { withReminder?: boolean } = {}): Promise<AlertRow[]> {
  return db
    .select()
    .from(alerts)
    .where(and(eq(alerts.type, "calendar"), eq(alerts.active, true), isNotNull(alerts.channelId), withReminder ? isNotNull(alerts.remindMinutes) : undefined));
}

/** Marks alerts as just triggered. */
export async function markAlertsTriggered(db: Database, alertIds: number[], at = new Date()): Promise<void> {
  if (!alertIds.length) return;
  // Not a change to the rules: the version stays, so no index rebuilds for a trigger.
  await db.update(alerts).set({ lastTriggered: at }).where(inArray(alerts.id, alertIds));
}

/**
 * A market's probability-move alerts as they stand now: the ones firing (`firing`) that had not fired yet for it
 * are recorded and answered with when they fired (their delivery's occurrence); the ones recorded that no longer
 * fire are forgotten, so they fire again on the next move. One statement each, so two processes agree.
 */
export async function recordMarketMoves(db: Database, marketId: number, firing: number[], at = new Date()): Promise<Map<number, Date>> {
  await db.delete(alertMarketMoves).where(and(eq(alertMarketMoves.marketId, marketId), firing.length ? notInArray(alertMarketMoves.alertId, firing) : sql`true`));
  if (!firing.length) return new Map();
  const fresh = await db
    .insert(alertMarketMoves)
    .values(firing.map((alertId) => ({ alertId, marketId, firedAt: at })))
    .onConflictDoNothing()
    .returning({ alertId: alertMarketMoves.alertId, firedAt: alertMarketMoves.firedAt });
  return new Map(fresh.map((row) => [row.alertId, row.firedAt]));
}
