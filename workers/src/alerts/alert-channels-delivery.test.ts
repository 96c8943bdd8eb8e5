import { articleFixture } from "@tradewire/core/testing/article-fixture";
import { createChannel, findAlert, findChannel, tables } from "@tradewire/db";
import { makeAlert, makeUser } from "@tradewire/db/testing/factories";
import { createTestDatabase, testEngines, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverNotification } from "./deliver-notification.job";
import { pollTelegram } from "../notify/poll-telegram.job";
import { runAttempt } from "../runners/job-runner";
import { jobContextForTest } from "../testing/job-context-for-test";
import { type FixtureServer, type SmtpInbox, startFixtureServer, startSmtpInbox, telegramFixture } from "@tradewire/platform/testing";
import { readAlertStopToken } from "@tradewire/platform";
import { matchAlertsOnArticle } from "./match-alerts.processor";
import { SMTP_RELAY_SCHEDULE_MS } from "./retry-schedules";

const TOKEN = "7000000001:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw";

const story = (id: string) =>
  articleFixture({
    id,
    title: `Beijing retaliates with tariffs on US soybeans (${id})`,
    url: `https://www.reuters.com/${id}`,
    impact: "high",
    tags: [`topic-${id}`],
    tickers: ["ADM"],
  });

describe.each(testEngines)("alert delivery by email and Telegram on %s", (engine) => {
  let database: TestDatabase;
  let smtp: SmtpInbox;
  let telegram: FixtureServer;
  const sent: Record<string, unknown>[] = [];
  let throttleNext = true;
  /** What the fake Bot API's getUpdates answers: the fixture's /start <key> and bare /start unless a test says otherwise. */
  let updates = telegramFixture("getUpdates_start_deeplink.json");

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    smtp = await startSmtpInbox();
    const json = (status: number, body: string) => (response: import("node:http").ServerResponse) => response.writeHead(status, { "content-type": "application/json" }).end(body);
    telegram = await startFixtureServer({
      [`/bot${TOKEN}/getUpdates`]: (request, response) => {
        request.resume();
        json(200, updates)(response);
      },
      [`/bot${TOKEN}/sendMessage`]: (request, response) => {
        let body = "";
        request.on("data", (chunk: Buffer) => (body += chunk.toString()));
        request.on("end", () => {
          // Only alert messages (the story's id in brackets) are throttled, not the bot's answers to commands.
          if (throttleNext && body.includes("(tg)")) {
            throttleNext = false;
            return json(429, telegramFixture("error_429_retry_after.json"))(response);
          }
          sent.push(JSON.parse(body) as Record<string, unknown>);
          json(200, telegramFixture("sendMessage_response_ok.json"))(response);
        });
      },
    });
  });
  afterAll(async () => {
    await smtp?.close();
    await telegram?.close();
    await database?.drop();
  });

  async function alertOn(channel: Parameters<typeof createChannel>[2], tag: string) {
    const user = await makeUser(database.db);
    const created = await createChannel(database.db, user.id, channel);
    const alert = await makeAlert(database.db, user.id, created.id, { name: `Alert ${tag}`, includeTags: [`topic-${tag}`] });
    return { user, channel: created, alert };
  }
  const deliveryOf = async (alertId: number) => (await database.db.select().from(tables.deliveries).where(eq(tables.deliveries.alertId, alertId)))[0]!;

  it("emails the headline, impact, tickers, link and why it matched, as text and HTML", async () => {
    const { alert } = await alertOn({ channelName: "mail", type: "email", email: "dana@example.com", endpoint: null, channelKey: null, signingSecret: null }, "mail");
    const { context } = await jobContextForTest(database, { SMTP_URL: smtp.url });
    await matchAlertsOnArticle.handle(story("mail") as never, context);
    await runAttempt(deliverNotification, { deliveryId: (await deliveryOf(alert.id)).id, attempt: 1 }, context, 1);
    const mail = smtp.mails.find((raw) => raw.includes("(mail)"))!;
    expect(mail).toMatch(/^To: dana@example\.com/m);
    expect(mail).toMatch(/^Subject: \[Alert mail\] Beijing retaliates/m);
    expect(mail).toContain("text/plain");
    expect(mail).toContain("text/html");
    expect(mail).toContain("HIGH impact");
    expect(mail).toContain("https://www.reuters.com/mail");
    expect(mail).toContain("Matched: tag topic-mail");
    expect((await deliveryOf(alert.id)).status).toBe("sent");
  });

  it("gives every email a one-click stop link (RFC 8058) signed for its own alert", async () => {
    const { user, alert } = await alertOn({ channelName: "mail", type: "email", email: "lee@example.com", endpoint: null, channelKey: null, signingSecret: null }, "stop");
    const { context } = await jobContextForTest(database, { SMTP_URL: smtp.url });
    await matchAlertsOnArticle.handle(story("stop") as never, context);
    await runAttempt(deliverNotification, { deliveryId: (await deliveryOf(alert.id)).id, attempt: 1 }, context, 1);
    const mail = smtp.mails.find((raw) => raw.includes("(stop)"))!;
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    // Headers fold long lines; unfold before reading the link.
    const unfolded = mail.replace(/\r?\n[ \t]+/g, " ");
    const link = /^List-Unsubscribe: <(http[^>]+)>/m.exec(unfolded)![1]!;
    expect(link).toMatch(/\/api\/alert\/stop\?token=/);
    expect(await readAlertStopToken(context.config, new URL(link).searchParams.get("token")!)).toEqual({ alertId: alert.id, userId: user.id });
  });

  it("keeps an email in the outbox, not lost, while no SMTP server is configured", async () => {
    const { alert } = await alertOn({ channelName: "mail", type: "email", email: "kim@example.com", endpoint: null, channelKey: null, signingSecret: null }, "outbox");
    const { context } = await jobContextForTest(database);
    await matchAlertsOnArticle.handle(story("outbox") as never, context);
    const delivery = await deliveryOf(alert.id);
    await runAttempt(deliverNotification, { deliveryId: delivery.id, attempt: 1 }, context, 1);
    const kept = await database.db.select().from(tables.emailOutbox).where(eq(tables.emailOutbox.deliveryId, delivery.id));
    expect(kept).toMatchObject([{ to: "kim@example.com", subject: expect.stringContaining("Beijing retaliates") }]);
  });

  it("tries an email the relay could not take again on the relay's schedule (a minute later), not the webhooks' 5 s", async () => {
    const { alert } = await alertOn({ channelName: "mail", type: "email", email: "lee@example.com", endpoint: null, channelKey: null, signingSecret: null }, "relay-down");
    // Nothing listens on port 1: the relay is down.
    const { context } = await jobContextForTest(database, { SMTP_URL: "smtp://127.0.0.1:1" });
    await matchAlertsOnArticle.handle(story("relay-down") as never, context);
    const before = Date.now();
    await runAttempt(deliverNotification, { deliveryId: (await deliveryOf(alert.id)).id, attempt: 1 }, context, 1);
    const retrying = await deliveryOf(alert.id);
    expect(retrying).toMatchObject({ status: "retrying", attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED/) });
    expect(retrying.nextAttemptAt.getTime() - before).toBeGreaterThanOrEqual(SMTP_RELAY_SCHEDULE_MS[1]!);
    expect(retrying.nextAttemptAt.getTime() - before).toBeLessThan(SMTP_RELAY_SCHEDULE_MS[1]! + 10_000);
  });

  it("binds a chat by /start <key> from getUpdates, then sends once after Telegram's 429 retry_after", async () => {
    const { user, channel, alert } = await alertOn(
      { channelName: "phone", type: "telegram", email: null, endpoint: null, channelKey: "ck_7Hq2mZ9xLpR4", signingSecret: null },
      "tg",
    );
    const env = { TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_API_BASE: telegram.url };
    const { context } = await jobContextForTest(database, env);
    await runAttempt(pollTelegram, {}, context, 1);
    expect((await findChannel(database.db, user.id, channel.id))!.telegramChatId).toBe("123456789");

    await matchAlertsOnArticle.handle(story("tg") as never, context);
    const delivery = await deliveryOf(alert.id);
    await runAttempt(deliverNotification, { deliveryId: delivery.id, attempt: 1 }, context, 1);
    const throttled = await deliveryOf(alert.id);
    expect(throttled.status).toBe("retrying");
    // Telegram's retry_after (37 s) outweighs the schedule's 5 s.
    expect(throttled.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(35_000);
    await database.db.update(tables.deliveries).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(tables.deliveries.id, delivery.id));
    await runAttempt(deliverNotification, { deliveryId: delivery.id, attempt: 2 }, context, 1);
    const mine = sent.filter((body) => String(body.text).includes("(tg)"));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ chat_id: "123456789", parse_mode: "HTML" });
    expect((await deliveryOf(alert.id)).status).toBe("sent");
    throttleNext = true;
  });

  it("pauses every alert of a chat on /stop and resumes them on /start, whatever the plan, answering in the chat", async () => {
    const { user, channel, alert } = await alertOn(
      { channelName: "phone", type: "telegram", email: null, endpoint: null, channelKey: "ck_stopTest01", signingSecret: null },
      "tgstop",
    );
    const paused = await makeAlert(database.db, user.id, channel.id, { name: "Paused by me", active: false, pausedBy: "owner" });
    const { context } = await jobContextForTest(database, { TELEGRAM_BOT_TOKEN: TOKEN, TELEGRAM_API_BASE: telegram.url });
    const say = async (update_id: number, text: string) => {
      updates = JSON.stringify({ ok: true, result: [{ update_id, message: { message_id: update_id, chat: { id: 777000111, type: "private" }, date: 1760021002, text } }] });
      await runAttempt(pollTelegram, {}, context, 1);
    };
    const answers = () => sent.filter((body) => body.chat_id === "777000111").map((body) => String(body.text));

    await say(900000001, "/start ck_stopTest01");
    await say(900000002, "/stop");
    expect((await findAlert(database.db, user.id, alert.id))!).toMatchObject({ active: false, pausedBy: "telegram" });
    expect(answers().at(-1)).toBe("Paused 1 alert: <b>Alert tgstop</b>. Send /start to resume them.");
    // A story now matches nothing: the paused alert queues no delivery.
    await matchAlertsOnArticle.handle(story("tgstop") as never, context);
    expect(await database.db.select().from(tables.deliveries).where(eq(tables.deliveries.alertId, alert.id))).toEqual([]);

    await say(900000003, "/start");
    expect((await findAlert(database.db, user.id, alert.id))!).toMatchObject({ active: true, pausedBy: null });
    // What its owner paused stays paused.
    expect((await findAlert(database.db, user.id, paused.id))!).toMatchObject({ active: false, pausedBy: "owner" });
    expect(answers().at(-1)).toBe("Resumed 1 alert: <b>Alert tgstop</b>.");
    updates = telegramFixture("getUpdates_start_deeplink.json");
  });
});
