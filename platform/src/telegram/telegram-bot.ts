import { z } from "zod";
import { DeliveryError } from "../delivery/delivery-error";

const DEFAULT_API_BASE = "https://api.telegram.org";
const DEFAULT_TIMEOUT_MS = 10_000;
/** Updates we act on; the same list setWebhook is given, so polling and webhooks see the same kinds. */
const ALLOWED_UPDATES = ["message", "channel_post", "my_chat_member"];

const chatSchema = z.looseObject({ id: z.number(), type: z.string() });
const messageSchema = z.looseObject({ message_id: z.number(), chat: chatSchema, text: z.string().optional() });
const chatMemberSchema = z.looseObject({ status: z.string() });

/** The parts of a Bot API Update we read; everything else passes through untouched. */
export const telegramUpdateSchema = z.looseObject({
  update_id: z.number(),
  message: messageSchema.optional(),
  channel_post: messageSchema.optional(),
  my_chat_member: z.looseObject({ chat: chatSchema, new_chat_member: chatMemberSchema }).optional(),
});
export type TelegramUpdate = z.infer<typeof telegramUpdateSchema>;

const answerSchema = z.union([
  z.looseObject({ ok: z.literal(true), result: z.unknown() }),
  z.looseObject({
    ok: z.literal(false),
    error_code: z.number(),
    description: z.string().optional(),
    parameters: z.looseObject({ retry_after: z.number().optional(), migrate_to_chat_id: z.number().optional() }).optional(),
  }),
]);
type FailedAnswer = Extract<z.infer<typeof answerSchema>, { ok: false }>;

export interface TelegramBot {
  getMe(): Promise<{ id: number; username: string }>;
  /** Sends HTML-formatted text without link previews, so an alert stays one compact message. */
  sendMessage(chatId: string, html: string): Promise<{ messageId: number }>;
  /** Long-polls for updates after `offset`; for development without a public webhook URL. */
  getUpdates(offset?: number, timeoutSeconds?: number): Promise<TelegramUpdate[]>;
}

/**
 * A minimal Bot API client. The token sits in every request URL, so no error text is ever built from the
 * URL or from a fetch failure's own message (which may quote it), and anything echoed back is redacted.
 */
export function createTelegramBot(options: { token: string; apiBase?: string; timeoutMs?: number }): TelegramBot {
  const { token, apiBase = DEFAULT_API_BASE, timeoutMs = DEFAULT_TIMEOUT_MS } = options;
  const call = (method: string, body: object, waitMs = timeoutMs) => callMethod({ token, apiBase, method, body, timeoutMs: waitMs });
  return {
    async getMe() {
      const me = parseResult("getMe", z.looseObject({ id: z.number(), username: z.string() }), await call("getMe", {}));
      return { id: me.id, username: me.username };
    },
    async sendMessage(chatId, html) {
      const sent = await call("sendMessage", {
        chat_id: chatId,
        text: html,
        parse_mode: "HTML",
        link_preview_options: { is_disabled: true },
      });
      return { messageId: parseResult("sendMessage", z.looseObject({ message_id: z.number() }), sent).message_id };
    },
    async getUpdates(offset, timeoutSeconds = 0) {
      const body = { ...(offset === undefined ? {} : { offset }), timeout: timeoutSeconds, allowed_updates: ALLOWED_UPDATES };
      const result = parseResult("getUpdates", z.array(z.unknown()), await call("getUpdates", body, timeoutMs + timeoutSeconds * 1000));
      return result.flatMap(updateOf);
    },
  };
}

/**
 * One update, read leniently: an update whose parts do not fit our schema still yields its update_id,
 * so the poller's offset moves past it instead of fetching the same batch forever.
 */
function updateOf(raw: unknown): TelegramUpdate[] {
  const parsed = telegramUpdateSchema.safeParse(raw);
  if (parsed.success) return [parsed.data];
  const id = (raw as { update_id?: unknown } | null)?.update_id;
  return typeof id === "number" ? [{ update_id: id }] : [];
}

/** POSTs one method call and returns `result`, or throws the DeliveryError its error answer means. */
async function callMethod(call: { token: string; apiBase: string; method: string; body: object; timeoutMs: number }): Promise<unknown> {
  const { token, apiBase, method, body, timeoutMs } = call;
  const redact = (text: string) => text.split(token).join("<token>");
  let status: number;
  let text: string;
  try {
    const response = await fetch(`${apiBase}/bot${token}/${method}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    // The failure is described from its name and code only; its message and cause may quote the URL.
    const name = (error as { name?: unknown } | null)?.name;
    if (name === "TimeoutError" || name === "AbortError") {
      throw new DeliveryError("timeout", `telegram ${method}: no complete answer within ${timeoutMs} ms`, { retryable: true });
    }
    const cause = (error as { cause?: { code?: unknown } } | null)?.cause;
    throw new DeliveryError("network", `telegram ${method}: request failed: ${redact(String(cause?.code ?? name ?? "unknown error"))}`, {
      retryable: true,
    });
  }
  const answer = answerSchema.safeParse(parseJson(text));
  if (!answer.success) {
    throw new DeliveryError("http", `telegram ${method}: HTTP ${status} without a Bot API answer`, { retryable: status >= 500 || status === 429, status });
  }
  if (answer.data.ok) return answer.data.result;
  throw failureOf(method, answer.data, redact);
}

/**
 * What an error answer means for the caller: 429 waits as long as asked; 403 means the user blocked the
 * bot or removed it from the channel, so the channel is dead until re-bound; a 400 naming
 * migrate_to_chat_id means the group became a supergroup and the caller should re-point and resend;
 * other 4xx repeat on retry; 5xx are Telegram's trouble and pass.
 */
function failureOf(method: string, answer: FailedAnswer, redact: (text: string) => string): DeliveryError {
  const status = answer.error_code;
  const message = `telegram ${method}: ${redact(answer.description ?? `error ${status}`)}`;
  const retryAfter = answer.parameters?.retry_after;
  const migrateTo = answer.parameters?.migrate_to_chat_id;
  if (status === 429) {
    return new DeliveryError("http", message, { retryable: true, status, ...(retryAfter === undefined ? {} : { retryAfterMs: retryAfter * 1000 }) });
  }
  if (status === 403) return new DeliveryError("blocked", message, { retryable: false, status });
  if (migrateTo !== undefined) return new DeliveryError("rejected", message, { retryable: false, status, migrateToChatId: String(migrateTo) });
  if (status === 400) return new DeliveryError("rejected", message, { retryable: false, status });
  return new DeliveryError("http", message, { retryable: status >= 500, status });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function parseResult<T>(method: string, schema: z.ZodType<T>, result: unknown): T {
  const parsed = schema.safeParse(result);
  if (!parsed.success) throw new DeliveryError("http", `telegram ${method}: unexpected result shape`, { retryable: false });
  return parsed.data;
}

/** Deep-link payloads are 1–64 characters of A–Z, a–z, 0–9, _ and -; "/start@BotName key" in groups. */
const BIND_COMMAND = /^\/(?:start|bind)(?:@[A-Za-z0-9_]+)?\s+([A-Za-z0-9_-]{1,64})\s*$/;
const BINDABLE_CHATS = new Set(["private", "group", "supergroup"]);

/**
 * The channel key a user is linking to this chat, if the update is such a request: `/start <key>` from a
 * t.me/<bot>?start=<key> link in a private chat, the same from a ?startgroup=<key> link in a group, or
 * `/start <key>` / `/bind <key>` posted in a channel the bot administers (channels have no deep links).
 */
export function bindingOf(update: TelegramUpdate): { channelKey: string; chatId: string } | null {
  const message = update.message && BINDABLE_CHATS.has(update.message.chat.type) ? update.message : update.channel_post;
  const key = message?.text === undefined ? undefined : BIND_COMMAND.exec(message.text.trim())?.[1];
  return message && key ? { channelKey: key, chatId: String(message.chat.id) } : null;
}

const STOP_COMMAND = /^\/stop(?:@[A-Za-z0-9_]+)?\s*$/;
const BARE_START_COMMAND = /^\/start(?:@[A-Za-z0-9_]+)?\s*$/;

/**
 * A chat's own command to its alerts: `/stop` pauses every alert that sends to it, whatever the owner's plan;
 * `/start` without a key (Telegram's Start button) resumes the ones /stop paused. `/start <key>` is a binding.
 */
export function chatCommandOf(update: TelegramUpdate): { command: "stop" | "resume"; chatId: string } | null {
  const message = update.message && BINDABLE_CHATS.has(update.message.chat.type) ? update.message : update.channel_post;
  const text = message?.text?.trim();
  if (!message || text === undefined) return null;
  const command = STOP_COMMAND.test(text) ? "stop" : BARE_START_COMMAND.test(text) ? "resume" : null;
  return command ? { command, chatId: String(message.chat.id) } : null;
}

/**
 * Escapes text for Telegram's HTML mode, which documents four named entities (&lt; &gt; &amp; &quot;) and
 * numeric ones; a named one it does not know (&apos;, which general HTML escapers write) makes it refuse the message.
 */
export function escapeTelegramHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => TELEGRAM_ENTITIES[character]!);
}
const TELEGRAM_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/** The chat that just blocked the bot or removed it, whose channel should stop receiving alerts. */
export function blockedChatOf(update: TelegramUpdate): string | null {
  const change = update.my_chat_member;
  if (!change) return null;
  const status = change.new_chat_member.status;
  return status === "kicked" || status === "left" ? String(change.chat.id) : null;
}
