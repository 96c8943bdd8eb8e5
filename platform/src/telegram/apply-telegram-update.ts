import type { AppConfig } from "@tradewire/core/schemas/config";
import { bindTelegramChat, channelsByTelegramChat, markTelegramChatBlocked, pauseAlerts, resumeAlerts, type AlertRow, type Database } from "@tradewire/db";
import type { Logger } from "pino";
import { bindingOf, blockedChatOf, chatCommandOf, createTelegramBot, escapeTelegramHtml, type TelegramUpdate } from "./telegram-bot";

/** What applying an update needs: the bot's token (to answer in the chat), the database, a logger. */
export interface TelegramContext {
  config: Pick<AppConfig, "TELEGRAM_BOT_TOKEN" | "TELEGRAM_API_BASE">;
  database: { db: Database };
  logger: Pick<Logger, "info" | "warn">;
}

/**
 * Applies one Telegram update: `/start <key>` binds the chat to that channel (and resumes what /stop paused
 * there); `/stop` pauses every alert sending to the chat and `/start` resumes them, each answered in the chat;
 * a block stops the chat's deliveries.
 */
export async function applyTelegramUpdate(context: TelegramContext, update: TelegramUpdate): Promise<void> {
  const db = context.database.db;
  const binding = bindingOf(update);
  if (binding) {
    const channel = await bindTelegramChat(db, binding.channelKey, binding.chatId);
    context.logger.info({ channelId: channel?.id ?? null }, channel ? "telegram chat bound" : "telegram /start with an unknown key");
    if (channel) await resumeAlerts(db, [channel.id], "telegram");
  }
  const command = chatCommandOf(update);
  if (command) {
    const channelIds = (await channelsByTelegramChat(db, command.chatId)).map((channel) => channel.id);
    const changed = command.command === "stop" ? await pauseAlerts(db, { channelIds }, "telegram") : await resumeAlerts(db, channelIds, "telegram");
    context.logger.info({ chatId: command.chatId, command: command.command, alerts: changed.length }, "telegram chat command");
    await answerChat(context, command.chatId, commandAnswer(command.command, channelIds.length > 0, changed));
  }
  const blocked = blockedChatOf(update);
  if (blocked) await markTelegramChatBlocked(db, blocked);
}

function commandAnswer(command: "stop" | "resume", bound: boolean, alerts: AlertRow[]): string {
  if (!bound) return "This chat is not linked to a Tradewire channel. Open Configure Telegram on your dashboard to link it.";
  const names = alerts.map((alert) => `<b>${escapeTelegramHtml(alert.name)}</b>`).join(", ");
  const count = `${alerts.length} ${alerts.length === 1 ? "alert" : "alerts"}`;
  if (command === "stop") return alerts.length ? `Paused ${count}: ${names}. Send /start to resume them.` : "No active alert sends to this chat.";
  return alerts.length ? `Resumed ${count}: ${names}.` : "No alert here was paused with /stop.";
}

/** The bot's answer to a command; the command has taken effect whether or not the answer gets through. */
async function answerChat(context: TelegramContext, chatId: string, html: string): Promise<void> {
  const { config } = context;
  if (!config.TELEGRAM_BOT_TOKEN) return;
  try {
    await createTelegramBot({ token: config.TELEGRAM_BOT_TOKEN, apiBase: config.TELEGRAM_API_BASE }).sendMessage(chatId, html);
  } catch (error) {
    context.logger.warn({ chatId, err: (error as Error).message }, "telegram: could not answer a command");
  }
}
