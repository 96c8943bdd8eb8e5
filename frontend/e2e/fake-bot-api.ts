import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { telegramFixture } from "@tradewire/platform/testing";

const fixture = telegramFixture;

/** A fake bot token in Telegram's shape (digits, colon, 35 URL-safe characters). */
export const FAKE_BOT_TOKEN = "7000000001:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw";

export interface FakeBotApi {
  /** The base URL, for the app's TELEGRAM_API_BASE. */
  url: string;
  /** Queues a private-chat message from `chatId`, answered once by the next getUpdates; returns its update_id. */
  say(chatId: number, text: string): number;
  /** The JSON bodies of every sendMessage call, in order. */
  sent: { chat_id: string | number; text: string; parse_mode?: string }[];
  /** The offset of every getUpdates call (undefined when none was given), in order. */
  offsets: (number | undefined)[];
  close(): Promise<void>;
}

/**
 * The Bot API methods the app calls, on a loopback port: getMe names the bot tradewire_test_bot, getUpdates
 * hands out what the test queued (each update once, then []), sendMessage records what the bot says.
 */
export async function startFakeBotApi(token = FAKE_BOT_TOKEN): Promise<FakeBotApi> {
  const queued: unknown[] = [];
  const sent: FakeBotApi["sent"] = [];
  const offsets: FakeBotApi["offsets"] = [];
  let nextUpdateId = 900_000_001;
  const json = (response: ServerResponse, status: number, body: string) => response.writeHead(status, { "content-type": "application/json" }).end(body);
  const methods: Record<string, (body: Record<string, unknown>, response: ServerResponse) => void> = {
    getMe: (_body, response) =>
      json(response, 200, JSON.stringify({ ok: true, result: { id: 7000000001, is_bot: true, first_name: "Tradewire", username: "tradewire_test_bot" } })),
    getUpdates: (body, response) => {
      offsets.push(typeof body.offset === "number" ? body.offset : undefined);
      json(response, 200, JSON.stringify({ ok: true, result: queued.splice(0) }));
    },
    sendMessage: (body, response) => {
      sent.push(body as FakeBotApi["sent"][number]);
      json(response, 200, fixture("sendMessage_response_ok.json"));
    },
  };
  const server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    request.on("end", () => {
      const path = new URL(request.url ?? "/", "http://bot").pathname;
      const prefix = `/bot${token}/`;
      const method = request.method === "POST" && path.startsWith(prefix) ? methods[path.slice(prefix.length)] : undefined;
      if (!method) return json(response, 404, JSON.stringify({ ok: false, error_code: 404, description: "Not Found" }));
      method(raw ? (JSON.parse(raw) as Record<string, unknown>) : {}, response);
    });
  });
  // Longer than the app's idle sockets live: a socket the server closes as the app reuses it fails the request.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    say(chatId, text) {
      const updateId = nextUpdateId++;
      const command = /^\/\w+/.exec(text)?.[0];
      queued.push({
        update_id: updateId,
        message: {
          message_id: updateId - 900_000_000,
          from: { id: chatId, is_bot: false, first_name: "Dana", language_code: "en" },
          chat: { id: chatId, first_name: "Dana", type: "private" },
          date: Math.floor(Date.now() / 1000),
          text,
          ...(command ? { entities: [{ offset: 0, length: command.length, type: "bot_command" }] } : {}),
        },
      });
      return updateId;
    },
    sent,
    offsets,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
