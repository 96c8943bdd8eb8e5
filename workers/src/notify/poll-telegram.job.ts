import { applyTelegramUpdate, createTelegramBot } from "@tradewire/platform";
import { defineJob } from "../job-definition";

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
