import { createHash, timingSafeEqual } from "node:crypto";
import { applyTelegramUpdate, telegramUpdateSchema } from "@tradewire/platform";
import { z } from "zod";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";
import { HttpError } from "../../http/http-error";

const sha256 = (value: string) => createHash("sha256").update(value, "utf8").digest();

/**
 * Compares SHA-256 digests, which are always 32 bytes: timingSafeEqual throws on buffers of different
 * sizes (a header of the right length in characters can differ in UTF-8 bytes), and comparing lengths
 * first would tell a caller how long the secret is.
 */
const sameSecret = (given: string | undefined, expected: string) =>
  given !== undefined && timingSafeEqual(sha256(given), sha256(expected));

/** Telegram calls this with updates when its webhook is set (TELEGRAM_WEBHOOK_SECRET), instead of being polled. */
export function telegramRoutes({ config, database, logger }: AppDependencies): RouteDefinition[] {
  return [
    defineRoute({
      method: "post",
      path: "/api/telegram/webhook",
      summary: "Telegram's update webhook: /start <channel_key> binds a chat; checked by X-Telegram-Bot-Api-Secret-Token",
      access: "public",
      body: telegramUpdateSchema,
      answers: { 200: z.object({ ok: z.literal(true) }), 401: z.object({ error: z.string(), message: z.string() }) },
      handler: async ({ body }, ctx) => {
        const expected = config.TELEGRAM_WEBHOOK_SECRET;
        if (!expected || !sameSecret(ctx.get("x-telegram-bot-api-secret-token") || undefined, expected)) {
          throw new HttpError(401, "missing or wrong X-Telegram-Bot-Api-Secret-Token");
        }
        await applyTelegramUpdate({ config, database, logger }, body);
        return reply(200, { ok: true as const });
      },
    }),
  ];
}
