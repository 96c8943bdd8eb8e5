import { bindTelegramChat, markTelegramChatBlocked } from "@tradewire/db";
import { defineJob } from "../job-definition";
import { bindingOf, blockedChatOf, createTelegramBot, type TelegramUpdate } from "../notify/telegram-bot";
import type { JobContext } from "../job-context";

/** Applies one Telegram update: a /start <key> binds the chat to that channel; a block stops its deliveries. */
export async function applyTelegramUpdate(context: Pick<JobContext, "database" | "logger">, update: TelegramUpdate): Promise<void> {
  const db = context.database.db;
  const binding = bindingOf(update);
  if (binding) {
    const channel = await bindTelegramChat(db, binding.channelKey, binding.chatId);
    context.logger.info({ channelId: channel?.id ?? null }, channel ? "telegram chat bound" : "telegram /start with an unknown key");
  }
  const blocked = blockedChatOf(update);
  if (blocked) await markTelegramChatBlocked(db, blocked);
}

let offset: number | undefined;

/**
 * Without a public URL Telegram cannot call our webhook, so its updates are fetched (getUpdates with an
 * offset, which also confirms the ones already read). Runs only with TELEGRAM_BOT_TOKEN and no
 * TELEGRAM_WEBHOOK_SECRET (which means the webhook is in use).
 */
export const pollTelegram = defineJob("poll-telegram", {
  schedule: { everyMs: () => 5_000, payload: {} },
  attempts: 1,
  dedupKey: () => "poll",
  handler: async (_payload, context) => {
    const { config } = context;
    if (!config.TELEGRAM_BOT_TOKEN || config.TELEGRAM_WEBHOOK_SECRET) return;
    const bot = createTelegramBot({ token: config.TELEGRAM_BOT_TOKEN, apiBase: config.TELEGRAM_API_BASE });
    const updates = await bot.getUpdates(offset);
    for (const update of updates) {
      await applyTelegramUpdate(context, update);
      offset = update.update_id + 1;
    }
  },
});
