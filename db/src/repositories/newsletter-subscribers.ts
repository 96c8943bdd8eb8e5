import type { Database } from "../client";
import { newsletterSubscribers } from "../schema/index";

/**
 * Keeps an address on the newsletter list (lower-cased, so one person is one row). Signing up again is
 * not an error: the address is simply already there. Answers whether this call added it.
 */
export async function addNewsletterSubscriber(db: Database, email: string): Promise<boolean> {
  const added = await db
    .insert(newsletterSubscribers)
    .values({ email: email.trim().toLowerCase() })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return added.length > 0;
}

/** Every address on the list, oldest first. */
export async function listNewsletterSubscribers(db: Database): Promise<string[]> {
  const rows = await db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers).orderBy(newsletterSubscribers.id);
  return rows.map((row) => row.email);
}
