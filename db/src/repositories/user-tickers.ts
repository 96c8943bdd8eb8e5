import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Database } from "../client";
import { tickers, users, userTickers } from "../schema/index";

/** A member's own ticker list, in the order the symbols were added. */
export async function listUserTickers(db: Database, userId: number): Promise<string[]> {
  const rows = await db
    .select({ symbol: userTickers.symbol })
    .from(userTickers)
    .where(eq(userTickers.userId, userId))
    .orderBy(asc(userTickers.createdAt), asc(userTickers.symbol));
  return rows.map((row) => row.symbol);
}

/**
 * Adds a listed symbol to the member's list, at most `limit` symbols in all. Answers "added" (or already there),
 * "unknown" for a symbol the ticker dictionary does not list, or "full".
 */
export async function addUserTicker(db: Database, userId: number, symbol: string, limit: number): Promise<"added" | "unknown" | "full"> {
  const [listed] = await db.select({ ticker: tickers.ticker }).from(tickers).where(eq(tickers.ticker, symbol)).limit(1);
  if (!listed) return "unknown";
  return db.transaction(async (tx) => {
    // One change to a member's list at a time, so two adds at once cannot pass the limit together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
    const [held] = await tx.select({ symbols: count() }).from(userTickers).where(eq(userTickers.userId, userId));
    const [already] = await tx.select({ symbol: userTickers.symbol }).from(userTickers).where(and(eq(userTickers.userId, userId), eq(userTickers.symbol, symbol)));
    if (already) return "added";
    if ((held?.symbols ?? 0) >= limit) return "full";
    await tx.insert(userTickers).values({ userId, symbol }).onConflictDoNothing();
    return "added";
  });
}

/** Takes a symbol off the member's list (nothing happens when it is not there). */
export async function removeUserTicker(db: Database, userId: number, symbol: string): Promise<void> {
  await db.delete(userTickers).where(and(eq(userTickers.userId, userId), eq(userTickers.symbol, symbol)));
}

/** Who has each of these symbols on their own list: a calendar alert's "my tickers" reads it for an earnings event. */
export async function tickerHolders(db: Database, symbols: readonly string[]): Promise<Map<string, Set<number>>> {
  const holders = new Map<string, Set<number>>(symbols.map((symbol) => [symbol, new Set<number>()]));
  if (!symbols.length) return holders;
  const rows = await db.select({ userId: userTickers.userId, symbol: userTickers.symbol }).from(userTickers).where(inArray(userTickers.symbol, [...symbols]));
  for (const row of rows) holders.get(row.symbol)?.add(row.userId);
  return holders;
}
