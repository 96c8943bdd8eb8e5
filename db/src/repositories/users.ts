import { and, desc, eq, sql } from "drizzle-orm";
import type { Plan } from "@tradewire/core/wire-constants";
import type { Database } from "../client";
import { alerts, notificationChannels, users } from "../schema/index";

export type UserRow = typeof users.$inferSelect;

export interface IdentityClaims {
  issuer: string;
  subject: string;
  email: string | null;
  /**
   * Whether the issuer vouches that `email` is the user's; absent means it does not. Admin rights need
   * it: an address anyone can type into a provider's sign-up form proves nothing.
   */
  emailVerified?: boolean;
  name: string | null;
}

/**
 * ADMIN_EMAILS names addresses, and only a verified address is one the user holds. The account itself is
 * the issuer's subject: a second issuer whose user shows the same address gets an account of its own.
 */
const roleFor = ({ email, emailVerified }: IdentityClaims, adminEmails: readonly string[]): UserRow["userRole"] =>
  email !== null && emailVerified === true && adminEmails.includes(email.toLowerCase()) ? "admin" : "user";

/**
 * Rows read for sign-in, per database handle, by issuer and subject. Every write of a user row goes through
 * this file and keeps them right; a write from another process (`npm run plan` against a running scaled
 * deployment) shows once the row is older than the caller's `reuseForMs`.
 */
const recentRows = new WeakMap<Database, Map<string, { row: UserRow; readAt: number }>>();
const MAX_RECENT_ROWS = 10_000;

function remember(db: Database, row: UserRow) {
  let rows = recentRows.get(db);
  if (!rows) recentRows.set(db, (rows = new Map()));
  if (rows.size >= MAX_RECENT_ROWS) rows.clear();
  rows.set(`${row.issuer}\n${row.subject}`, { row, readAt: Date.now() });
  return row;
}

/** Whether the row is what these claims make: profile and role (worked out from the claims) alike. */
const madeFrom = (row: UserRow | undefined, claims: IdentityClaims, userRole: UserRow["userRole"]): row is UserRow =>
  row !== undefined && row.userRole === userRole && row.email === claims.email && row.name === claims.name;

/**
 * Creates the user on first sight and keeps profile and role in step with the identity provider.
 * ADMIN_EMAILS is authoritative: an address taken off the list (or no longer verified) loses admin rights at
 * its next request.
 * The row is written only when it is new or the claims changed it; with `reuseForMs`, a row read that
 * recently for the same claims is answered without a query (the role is worked out from the claims
 * every time, so admin rights are still decided per request).
 */
export async function upsertUserFromIdentity(
  db: Database,
  claims: IdentityClaims,
  adminEmails: readonly string[],
  { reuseForMs = 0 }: { reuseForMs?: number } = {},
): Promise<UserRow> {
  const userRole = roleFor(claims, adminEmails);
  const recent = recentRows.get(db)?.get(`${claims.issuer}\n${claims.subject}`);
  if (recent && Date.now() - recent.readAt < reuseForMs && madeFrom(recent.row, claims, userRole)) return seen(db, recent.row);
  const existing = await db.query.users.findFirst({
    where: and(eq(users.issuer, claims.issuer), eq(users.subject, claims.subject)),
  });
  if (madeFrom(existing, claims, userRole)) return seen(db, remember(db, existing));
  const { issuer, subject, email, name } = claims;
  const now = new Date();
  const [row] = await db
    .insert(users)
    .values({ issuer, subject, email, name, userRole, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [users.issuer, users.subject],
      set: { email, name, userRole, updatedAt: now, lastSeenAt: now },
    })
    .returning();
  return remember(db, row!);
}

/** A user's last-seen time moves in steps of this: one write in five minutes at most, not one per request. */
export const LAST_SEEN_STEP_MS = 5 * 60_000;

/** Records that the user was just seen, when their last-seen time is a step old or more (the row as it now stands). */
async function seen(db: Database, row: UserRow): Promise<UserRow> {
  const now = new Date();
  if (row.lastSeenAt && now.getTime() - row.lastSeenAt.getTime() < LAST_SEEN_STEP_MS) return row;
  const [updated] = await db.update(users).set({ lastSeenAt: now }).where(eq(users.id, row.id)).returning();
  return updated ? remember(db, updated) : row;
}

/** A user as the admins' Users page lists them, with how many alerts and channels they have. */
export interface AdminUserRecord extends UserRow {
  alerts: number;
  channels: number;
}

/** Every user, the newest sign-up first, with their alert and channel counts. */
export async function listUsersForAdmin(db: Database): Promise<AdminUserRecord[]> {
  const rows = await db
    .select({
      user: users,
      alerts: sql<number>`(select count(*) from ${alerts} where ${alerts}.user_id = ${users}.id)::int`,
      channels: sql<number>`(select count(*) from ${notificationChannels} where ${notificationChannels}.user_id = ${users}.id)::int`,
    })
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id));
  return rows.map(({ user, alerts: alertCount, channels }) => ({ ...user, alerts: Number(alertCount), channels: Number(channels) }));
}

/** Sets one user's plan by id (an admin, PUT /api/admin/users/:id/plan): the row before and after, or undefined. */
export async function setUserPlanById(db: Database, userId: number, plan: Plan): Promise<{ before: UserRow; after: UserRow } | undefined> {
  const [before] = await db.select().from(users).where(eq(users.id, userId));
  if (!before) return undefined;
  const [after] = await db.update(users).set({ plan, updatedAt: new Date() }).where(eq(users.id, userId)).returning();
  return { before, after: remember(db, after!) };
}

/** Sets a user's plan by e-mail (npm run plan); answers false when nobody has that address. */
export async function setUserPlan(db: Database, email: string, plan: Plan): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ plan, updatedAt: new Date() })
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .returning();
  for (const row of updated) remember(db, row);
  return updated.length > 0;
}

/** A user by e-mail, case-insensitively. */
export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`).limit(1);
  return row;
}
