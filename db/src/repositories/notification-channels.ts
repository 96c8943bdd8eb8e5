import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../client";
import { notificationChannels } from "../schema/index";
import type { ChannelType } from "@tradewire/core/wire-constants";

export type ChannelRow = typeof notificationChannels.$inferSelect;

export interface ChannelFields {
  channelName: string;
  type: ChannelType;
  email: string | null;
  endpoint: string | null;
}

/** The user's channels, oldest first. */
export async function listChannels(db: Database, userId: number): Promise<ChannelRow[]> {
  return db.select().from(notificationChannels).where(eq(notificationChannels.userId, userId)).orderBy(asc(notificationChannels.id));
}

/** One of the user's channels; another user's is as absent as a missing one. */
export async function findChannel(db: Database, userId: number, channelId: number): Promise<ChannelRow | undefined> {
  const [row] = await db.select().from(notificationChannels).where(and(eq(notificationChannels.id, channelId), eq(notificationChannels.userId, userId)));
  return row;
}

/** A channel by id, whoever owns it: for the delivery worker. */
export async function channelById(db: Database, channelId: number): Promise<ChannelRow | undefined> {
  const [row] = await db.select().from(notificationChannels).where(eq(notificationChannels.id, channelId));
  return row;
}

export async function createChannel(
  db: Database,
  userId: number,
  fields: ChannelFields & { channelKey: string | null; signingSecret: string | null },
): Promise<ChannelRow> {
  const [row] = await db.insert(notificationChannels).values({ userId, ...fields }).returning();
  return row!;
}

/** Changes the user's channel; undefined when it is not theirs. A changed type keeps what the new type needs. */
export async function updateChannel(
  db: Database,
  userId: number,
  channelId: number,
  fields: ChannelFields & { channelKey?: string | null; signingSecret?: string | null },
): Promise<ChannelRow | undefined> {
  const [row] = await db
    .update(notificationChannels)
    .set({ ...fields, updatedAt: new Date() })
    .where(and(eq(notificationChannels.id, channelId), eq(notificationChannels.userId, userId)))
    .returning();
  return row;
}

/**
 * Deletes the user's channel unless it is their last one. Answers "deleted", "last" or "missing"; the
 * count and the delete share a transaction, so two deletes at once cannot both pass the check.
 */
export async function deleteChannel(db: Database, userId: number, channelId: number): Promise<"deleted" | "last" | "missing"> {
  return db.transaction(async (tx) => {
    // Serialises concurrent deletes of one user's channels.
    const owned = await tx.select({ id: notificationChannels.id }).from(notificationChannels).where(eq(notificationChannels.userId, userId)).for("update");
    if (!owned.some((row) => row.id === channelId)) return "missing";
    if (owned.length <= 1) return "last";
    await tx.delete(notificationChannels).where(and(eq(notificationChannels.id, channelId), eq(notificationChannels.userId, userId)));
    return "deleted";
  });
}

/** Several channels by id, whoever owns them (the matcher checks owners): one query for all of a match's channels. */
export async function channelsByIds(db: Database, channelIds: number[]): Promise<ChannelRow[]> {
  if (!channelIds.length) return [];
  return db.select().from(notificationChannels).where(inArray(notificationChannels.id, channelIds));
}

/** Binds a Telegram chat to the channel with this key (the user opened the bot link); answers the channel, or undefined for an unknown key. */
export async function bindTelegramChat(db: Database, channelKey: string, chatId: string): Promise<ChannelRow | undefined> {
  const [row] = await db
    .update(notificationChannels)
    .set({ telegramChatId: chatId, blockedAt: null, updatedAt: new Date() })
    .where(and(eq(notificationChannels.channelKey, channelKey), eq(notificationChannels.type, "telegram")))
    .returning();
  return row;
}

/** The channels bound to a Telegram chat (a chat may serve several of one user's channels, or several users'). */
export async function channelsByTelegramChat(db: Database, chatId: string): Promise<ChannelRow[]> {
  return db.select().from(notificationChannels).where(and(eq(notificationChannels.telegramChatId, chatId), eq(notificationChannels.type, "telegram")));
}

/** Records the outcome of a channel's "Send test". */
export async function recordChannelTest(db: Database, channelId: number, outcome: { ok: boolean; result: string }, at = new Date()): Promise<void> {
  await db.update(notificationChannels).set({ lastTestAt: at, lastTestOk: outcome.ok, lastTestResult: outcome.result.slice(0, 500) }).where(eq(notificationChannels.id, channelId));
}

/** Telegram said the bot was blocked in this chat: its channels stop until bound again. */
export async function markTelegramChatBlocked(db: Database, chatId: string): Promise<void> {
  await db.update(notificationChannels).set({ blockedAt: new Date(), updatedAt: new Date() }).where(eq(notificationChannels.telegramChatId, chatId));
}

/** A group became a supergroup: Telegram gave the chat a new id. */
export async function moveTelegramChat(db: Database, fromChatId: string, toChatId: string): Promise<void> {
  await db.update(notificationChannels).set({ telegramChatId: toChatId, updatedAt: sql`now()` }).where(eq(notificationChannels.telegramChatId, fromChatId));
}
