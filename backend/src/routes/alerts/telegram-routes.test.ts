import { createChannel, findChannel } from "@tradewire/db";
import { makeUser } from "@tradewire/db/testing/factories";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { telegramFixture } from "@tradewire/platform/testing";

const fixture = telegramFixture;

describe.each(testEngines)("Telegram's webhook on %s", (engine) => {
  let app: TestServer;

  beforeAll(async () => {
    app = await startTestServer(engine, { env: { TELEGRAM_WEBHOOK_SECRET: "s3cret-token" } });
  });
  afterAll(async () => {
    await app?.close();
  });

  const post = (body: string, secret?: string) =>
    fetch(`${app.url}/api/telegram/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(secret ? { "x-telegram-bot-api-secret-token": secret } : {}) },
      body,
    });

  it("binds the chat that sent /start <channel_key>, and blocks it when the user blocks the bot", async () => {
    const user = await makeUser(app.database.db);
    const channel = await createChannel(app.database.db, user.id, { channelName: "phone", type: "telegram", email: null, endpoint: null, channelKey: "ck_7Hq2mZ9xLpR4", signingSecret: null });
    const start = JSON.stringify(JSON.parse(fixture("getUpdates_start_deeplink.json")).result[0]);
    expect((await post(start, "s3cret-token")).status).toBe(200);
    expect((await findChannel(app.database.db, user.id, channel.id))!.telegramChatId).toBe("123456789");
    const blocked = JSON.parse(fixture("webhook_update_my_chat_member_blocked.json")) as { my_chat_member: { chat: { id: number } } };
    blocked.my_chat_member.chat.id = 123456789;
    expect((await post(JSON.stringify(blocked), "s3cret-token")).status).toBe(200);
    expect((await findChannel(app.database.db, user.id, channel.id))!.blockedAt).toBeInstanceOf(Date);
  });

  it("answers 401 without the secret token, or with a wrong one, and binds nothing", async () => {
    const start = JSON.stringify(JSON.parse(fixture("getUpdates_start_deeplink.json")).result[0]);
    expect((await post(start)).status).toBe(401);
    expect((await post(start, "s3cret-tokem")).status).toBe(401);
  });

  it("answers 401, never 500, to a secret of the right length in characters but not in bytes, or of another length", async () => {
    // "/start" with no channel key: valid, and binds nothing.
    const bare = JSON.stringify(JSON.parse(fixture("getUpdates_start_deeplink.json")).result[1]);
    // "\u00e9" is latin1, so it reaches the server as one character that is two bytes in UTF-8.
    const accented = `${"s3cret-token".slice(0, -1)}\u00e9`;
    expect(accented.length).toBe("s3cret-token".length);
    expect(Buffer.byteLength(accented)).not.toBe(Buffer.byteLength("s3cret-token"));
    const answer = await post(bare, accented);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({ message: "missing or wrong X-Telegram-Bot-Api-Secret-Token" });
    expect((await post(bare, "s3cret-token-")).status).toBe(401);
    expect((await post(bare, "s3cret-toke")).status).toBe(401);
    expect((await post(bare, "s3cret-token")).status).toBe(200);
  });
});
