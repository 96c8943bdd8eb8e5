import type { AppConfig } from "@tradewire/core/schemas/config";
import { createTelegramBot } from "./telegram-bot";

const usernames = new Map<string, Promise<string | null>>();

/**
 * The bot's username (for the t.me link that binds a chat), asked of Telegram once per process; null
 * without TELEGRAM_BOT_TOKEN, or while Telegram cannot be reached (asked again next time).
 */
export function telegramBotUsername(config: Pick<AppConfig, "TELEGRAM_BOT_TOKEN" | "TELEGRAM_API_BASE">): Promise<string | null> {
  const token = config.TELEGRAM_BOT_TOKEN;
  if (!token) return Promise.resolve(null);
  let username = usernames.get(token);
  if (!username) {
    username = createTelegramBot({ token, apiBase: config.TELEGRAM_API_BASE })
      .getMe()
      .then((me) => me.username)
      .catch(() => {
        usernames.delete(token);
        return null;
      });
    usernames.set(token, username);
  }
  return username;
}
