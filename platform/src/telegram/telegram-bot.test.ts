import type { IncomingMessage, ServerResponse } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFixtureServer, type FixtureServer } from "../testing/start-fixture-server";
import { DeliveryError } from "../delivery/delivery-error";
import { deliveryFailure } from "../testing/delivery-failure";
import { telegramFixture } from "../testing/telegram-fixture";
import { bindingOf, blockedChatOf, createTelegramBot, telegramUpdateSchema, type TelegramUpdate } from "./telegram-bot";

const TOKEN = "7000000001:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw";
const update = (name: string): TelegramUpdate => telegramUpdateSchema.parse(JSON.parse(telegramFixture(name)));

/** Which fixture answers sendMessage, chosen by chat id, as the real API would vary by chat. */
const SEND_ANSWERS: Record<string, [number, string]> = {
  "123456789": [200, "sendMessage_response_ok.json"],
  "111": [429, "error_429_retry_after.json"],
  "222": [403, "error_403_bot_blocked.json"],
  "333": [400, "error_400_migrate_to_chat_id.json"],
  "444": [400, "error_400_cant_parse_entities.json"],
  "555": [403, "error_403_not_member_channel.json"],
};

const readJson = (request: IncomingMessage): Promise<Record<string, unknown>> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Record<string, unknown>));
    request.on("error", reject);
  });

const reply = (response: ServerResponse, status: number, body: string) =>
  response.writeHead(status, { "content-type": "application/json" }).end(body);

const failure = async (promise: Promise<unknown>): Promise<DeliveryError> => {
  const deliveryError = await deliveryFailure(promise);
  // The token is a credential: it must never reach an error a caller might log.
  expect(deliveryError.message).not.toContain(TOKEN);
  expect(JSON.stringify({ ...deliveryError, message: deliveryError.message, stack: deliveryError.stack })).not.toContain(TOKEN);
  return deliveryError;
};

describe("createTelegramBot against a loopback Bot API", () => {
  let api: FixtureServer;
  const bodies: { path: string; body: Record<string, unknown> }[] = [];

  beforeAll(async () => {
    const base = `/bot${TOKEN}`;
    api = await startFixtureServer({
      [`${base}/getMe`]: (request, response) => {
        request.resume();
        reply(response, 200, JSON.stringify({ ok: true, result: { id: 7000000001, is_bot: true, first_name: "Trade Monitor", username: "trade_monitor_bot" } }));
      },
      [`${base}/sendMessage`]: (request, response) => {
        void readJson(request).then((body) => {
          bodies.push({ path: "sendMessage", body });
          const [status, name] = SEND_ANSWERS[String(body.chat_id)] ?? [400, "error_400_chat_not_found.json"];
          reply(response, status, telegramFixture(name));
        });
      },
      [`${base}/getUpdates`]: (request, response) => {
        void readJson(request).then((body) => {
          bodies.push({ path: "getUpdates", body });
          reply(response, 200, telegramFixture("getUpdates_start_deeplink.json"));
        });
      },
      "/botbroken/sendMessage": (request, response) => {
        request.resume();
        response.writeHead(502, { "content-type": "text/html" }).end("<html>Bad Gateway</html>");
      },
      "/botslow/getMe": () => {},
    });
  });

  afterAll(() => api.close());

  const bot = () => createTelegramBot({ token: TOKEN, apiBase: api.url });

  it("reads getMe", async () => {
    await expect(bot().getMe()).resolves.toEqual({ id: 7000000001, username: "trade_monitor_bot" });
  });

  it("sends HTML without link previews and returns the message id", async () => {
    const html = JSON.parse(telegramFixture("sendMessage_request.json")).text as string;
    await expect(bot().sendMessage("123456789", html)).resolves.toEqual({ messageId: 4321 });
    expect(bodies.at(-1)).toEqual({
      path: "sendMessage",
      body: { chat_id: "123456789", text: html, parse_mode: "HTML", link_preview_options: { is_disabled: true } },
    });
  });

  it("waits as long as a 429 asks", async () => {
    const error = await failure(bot().sendMessage("111", "hi"));
    expect(error).toMatchObject({ kind: "http", status: 429, retryable: true, retryAfterMs: 37_000 });
  });

  it("reports a user who blocked the bot as blocked, for good", async () => {
    const error = await failure(bot().sendMessage("222", "hi"));
    expect(error).toMatchObject({ kind: "blocked", status: 403, retryable: false });
    expect(error.message).toContain("Forbidden: bot was blocked by the user");
    expect((await failure(bot().sendMessage("555", "hi"))).kind).toBe("blocked");
  });

  it("hands over the supergroup a group migrated to", async () => {
    const error = await failure(bot().sendMessage("333", "hi"));
    expect(error).toMatchObject({ kind: "rejected", status: 400, retryable: false, migrateToChatId: "-1001987654321" });
  });

  it("does not retry other 400s", async () => {
    expect(await failure(bot().sendMessage("444", "<bold>hi"))).toMatchObject({ kind: "rejected", status: 400, retryable: false });
    const notFound = await failure(bot().sendMessage("999", "hi"));
    expect(notFound).toMatchObject({ kind: "rejected", retryable: false });
    expect(notFound.migrateToChatId).toBeUndefined();
    expect(notFound.message).toContain("chat not found");
  });

  it("retries a 5xx that is not a Bot API answer", async () => {
    const error = await failure(createTelegramBot({ token: "broken", apiBase: api.url }).sendMessage("1", "hi"));
    expect(error).toMatchObject({ kind: "http", status: 502, retryable: true });
  });

  it("times out, and keeps the token out of network and timeout errors", async () => {
    const slow = await failure(createTelegramBot({ token: "slow", apiBase: api.url, timeoutMs: 200 }).getMe());
    expect(slow).toMatchObject({ kind: "timeout", retryable: true });
    const closed = await startFixtureServer({});
    await closed.close();
    const refused = await failure(createTelegramBot({ token: TOKEN, apiBase: closed.url }).getMe());
    expect(refused).toMatchObject({ kind: "network", retryable: true });
    const malformed = await failure(createTelegramBot({ token: TOKEN, apiBase: "not a base" }).getMe());
    expect(malformed.kind).toBe("network");
  });

  it("polls updates from an offset and finds the deep-link binding", async () => {
    const updates = await bot().getUpdates(812345670, 0);
    expect(bodies.at(-1)!.body).toMatchObject({ offset: 812345670, timeout: 0 });
    expect(updates.map((u) => u.update_id)).toEqual([812345670, 812345671]);
    expect(updates.map(bindingOf)).toEqual([{ channelKey: "ck_7Hq2mZ9xLpR4", chatId: "123456789" }, null]);
  });
});

describe("reading updates", () => {
  it("binds a channel from a command posted in it", () => {
    expect(bindingOf(update("webhook_update_channel_post_bind.json"))).toEqual({ channelKey: "ck_Q2r8vT5yHs1D", chatId: "-1002223334445" });
  });

  it("binds a group from a startgroup deep link addressed to the bot", () => {
    expect(bindingOf(update("webhook_update_startgroup_deeplink.json"))).toEqual({ channelKey: "ck_9Zt4kQ1wMn2B", chatId: "-1001987654321" });
  });

  it("ignores text that is not a bind command", () => {
    const message = (text: string): TelegramUpdate => ({ update_id: 1, message: { message_id: 1, chat: { id: 5, type: "private" }, text } });
    expect(bindingOf(message("/start"))).toBeNull();
    expect(bindingOf(message("hello /start ck_x"))).toBeNull();
    expect(bindingOf(message("/start ck_x extra words"))).toBeNull();
    expect(bindingOf(message("/start@trade_monitor_bot ck_x"))).toEqual({ channelKey: "ck_x", chatId: "5" });
  });

  it("finds the chat that blocked the bot, and only that", () => {
    expect(blockedChatOf(update("webhook_update_my_chat_member_blocked.json"))).toBe("555000111");
    expect(blockedChatOf(update("webhook_update_my_chat_member_channel_admin.json"))).toBeNull();
    expect(blockedChatOf(update("webhook_update_channel_post_bind.json"))).toBeNull();
  });

  it("keeps fields it does not read", () => {
    const parsed = update("webhook_update_my_chat_member_channel_admin.json");
    expect((parsed.my_chat_member as Record<string, unknown>).from).toMatchObject({ username: "dana_k" });
  });
});
