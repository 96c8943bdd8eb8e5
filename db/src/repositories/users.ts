import { and, eq, sql } from "drizzle-orm";
import type { Plan } from "@tradewire/core/wire-constants";
import type { Database } from "../client";
import { users } from "../schema/index";

export type UserRow = typeof users.$inferSelect;

export interface IdentityClaims {
  issuer: string;
  subject: string;
  email: string | null;
  name: string | null;
}

/**
 * Creates the user on first sight and keeps profile and role in step with the identity provider.
 * ADMIN_EMAILS is authoritative: an address taken off the list loses admin rights at its next request.
 */
export async function upsertUserFromIdentity(db: Database, claims: IdentityClaims, adminEmails: readonly string[]): Promise<UserRow> {
  const userRole = claims.email && adminEmails.includes(claims.email.toLowerCase()) ? "admin" : "user";
  const existing = await db.query.users.findFirst({
    where: and(eq(users.issuer, claims.issuer), eq(users.subject, claims.subject)),
  });
  if (existing && existing.userRole === userRole && existing.email === claims.email && existing.name === claims.name) {
    return existing;
  }
  const [row] = await db
    .insert(users)
    .values({ ...claims, userRole })
    .onConflictDoUpdate({
      target: [users.issuer, users.subject],
      set: { email: claims.email, name: claims.name, userRole, updatedAt: new Date() },
    })
    .returning();
  return row!;
}

/** Sets a user's plan by e-mail (npm run plan); answers false when nobody has that address. */
export async function setUserPlan(db: Database, email: string, plan: Plan): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ plan, updatedAt: new Date() })
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .returning({ id: users.id });
  return updated.length > 0;
}
