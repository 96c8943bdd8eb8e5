import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { articleFixture } from "@tradewire/core/testing/article-fixture";
import { createChannel, tables } from "@tradewire/db";
import { makeAlert, makeUser } from "@tradewire/db/testing/factories";
import { createTestDatabase, testEngines, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { eq, sql } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appSecretOf, createSecretBox, generateWebhookSecret, readAlertStopToken } from "@tradewire/platform";
import { deliverNotification, sweepDeliveries } from "./deliver-notification.job";
import { runAttempt } from "../runners/job-runner";
import { jobContextForTest } from "../testing/job-context-for-test";
import { matchAlertsOnArticle } from "./match-alerts.processor";

const env = { APP_SECRET: "s".repeat(40), ALLOW_PRIVATE_WEBHOOKS: "1" };

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  verified: boolean;
}

const story = (id: string) =>
  articleFixture({
    id,
    title: `US raises tariffs on Chinese chips (${id})`,
    url: `https://www.reuters.com/${id}`,
    impact: "high",
    tags: ["tariffs", "china"],
    tickers: [{ ticker: "NVDA", company: "NVIDIA", exchange: "NASDAQ", sector: null, country: null }],
  });

describe.each(testEngines)("alert delivery by webhook on %s", (engine) => {
  let database: TestDatabase;
  let receiver: Server;
  let url: string;
  let secret: string;
  let answer = 200;
  /** How long the receiver takes to answer. */
  let answerAfterMs = 0;
  const received: Received[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    secret = generateWebhookSecret();
    receiver = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        let verified = false;
        try {
          new Webhook(secret).verify(body, request.headers as Record<string, string>);
          verified = true;
        } catch {
          verified = false;
        }
        received.push({ headers: request.headers, body, verified });
        const status = answer;
        setTimeout(() => response.writeHead(status).end(), answerAfterMs);
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  });
  afterAll(async () => {
    await new Promise((resolve) => receiver?.close(resolve));
    await database?.drop();
  });

  const deliveriesOf = (alertId: number) => database.db.select().from(tables.deliveries).where(eq(tables.deliveries.alertId, alertId));

  async function alertWithWebhook(name: string) {
    const { context } = await jobContextForTest(database, env);
    const user = await makeUser(database.db);
    const channel = await createChannel(database.db, user.id, {
      channelName: "hook",
      type: "webhook",
      email: null,
      endpoint: url,
      channelKey: null,
      signingSecret: createSecretBox(appSecretOf(context.config)).seal(secret),
    });
    const alert = await makeAlert(database.db, user.id, channel.id, { name, includeTags: ["tariffs"] });
    return { user, alert };
  }

  it("sends one signed request for a story delivered twice by the event bus, and tells the owner once", async () => {
    const { user, alert } = await alertWithWebhook("Tariffs");
    const { context, enqueued, published } = await jobContextForTest(database, env);
    const article = story("dup-1");
    await matchAlertsOnArticle.handle(article as never, context);
    await matchAlertsOnArticle.handle(article as never, context);
    expect(enqueued.filter((name) => name === "deliver-notification")).toHaveLength(1);
    const [delivery] = await deliveriesOf(alert.id);
    await runAttempt(deliverNotification, { deliveryId: delivery!.id, attempt: 1 }, context, 1);
    // A second worker, or a retried job, finds it sent and sends nothing.
    await runAttempt(deliverNotification, { deliveryId: delivery!.id, attempt: 1 }, context, 1);

    const mine = received.filter((request) => request.body.includes("dup-1"));
    expect(mine).toHaveLength(1);
    expect(mine[0]!.verified).toBe(true);
    const body = JSON.parse(mine[0]!.body) as { data: { alert: { pause_url: string } } };
    expect(body).toMatchObject({ type: "alert.triggered", data: { alert: { alert_id: alert.id, name: "Tariffs" }, item: { kind: "article", title: article.title } } });
    // The same signed stop link as in emails, so a receiving bot can pause what floods it.
    const token = new URL(body.data.alert.pause_url).searchParams.get("token")!;
    expect(await readAlertStopToken(context.config, token)).toEqual({ alertId: alert.id, userId: user.id });
    expect((await deliveriesOf(alert.id))[0]).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    const toasts = published.filter((entry) => entry.event === "alert.triggered");
    expect(toasts).toHaveLength(1);
    expect(toasts[0]!.payload).toMatchObject({ user_id: user.id, alert_id: alert.id, alert_name: "Tariffs", reasons: ["tag tariffs"] });
  });

  it("sends a delivery whose job was lost with a restart once, when the sweep finds it", async () => {
    const { alert } = await alertWithWebhook("Restart");
    const { context } = await jobContextForTest(database, env);
    await matchAlertsOnArticle.handle(story("restart-1") as never, context);
    // The process died before the job ran: the queue is gone, the row is not.
    await database.db.update(tables.deliveries).set({ nextAttemptAt: sql`now() - interval '5 minutes'` }).where(eq(tables.deliveries.alertId, alert.id));
    const after = await jobContextForTest(database, env);
    await runAttempt(sweepDeliveries, {}, after.context, 1);
    expect(after.enqueued).toContain("deliver-notification");
    const [delivery] = await deliveriesOf(alert.id);
    await runAttempt(deliverNotification, { deliveryId: delivery!.id, attempt: 1 }, after.context, 1);
    await runAttempt(sweepDeliveries, {}, after.context, 1);
    expect(received.filter((request) => request.body.includes("restart-1"))).toHaveLength(1);
  });

  it("sends a delivery a dead worker held as soon as its claim has run out, once, with the same webhook-id", async () => {
    const { alert } = await alertWithWebhook("Crash");
    const { context } = await jobContextForTest(database, env);
    await matchAlertsOnArticle.handle(story("crash-1") as never, context);
    const [queued] = await deliveriesOf(alert.id);
    // A worker claimed it and died mid-send: the row says sending, held until its claim runs out.
    await database.db
      .update(tables.deliveries)
      .set({ status: "sending", attempts: 1, claimedUntil: sql`now() + interval '30 seconds'` })
      .where(eq(tables.deliveries.id, queued!.id));
    const swept = await jobContextForTest(database, env);
    await runAttempt(sweepDeliveries, {}, swept.context, 1);
    expect(swept.enqueued).not.toContain("deliver-notification");

    // The claim ran out a moment ago: the next sweep queues it, without the minute's grace of a waiting one.
    await database.db.update(tables.deliveries).set({ claimedUntil: sql`now() - interval '1 second'` }).where(eq(tables.deliveries.id, queued!.id));
    const after = await jobContextForTest(database, env);
    await runAttempt(sweepDeliveries, {}, after.context, 1);
    expect(after.enqueued).toContain("deliver-notification");
    await runAttempt(deliverNotification, { deliveryId: queued!.id, attempt: 2 }, after.context, 1);
    expect(received.filter((request) => request.body.includes("crash-1"))).toHaveLength(1);
    expect((await deliveriesOf(alert.id))[0]).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("renews its claim while a slow send lasts, so no sweep hands it to another worker", async () => {
    const { alert } = await alertWithWebhook("Slow receiver");
    const { context } = await jobContextForTest(database, env);
    await matchAlertsOnArticle.handle(story("slow-1") as never, context);
    const [queued] = await deliveriesOf(alert.id);
    const claim = async () => (await database.db.select().from(tables.deliveries).where(eq(tables.deliveries.id, queued!.id)))[0]!;
    answerAfterMs = 8_000;
    try {
      const sending = runAttempt(deliverNotification, { deliveryId: queued!.id, attempt: 1 }, context, 1);
      await expect.poll(async () => (await claim()).status, { timeout: 3_000, interval: 50 }).toBe("sending");
      const claimedUntil = (await claim()).claimedUntil!.getTime();
      // Seven seconds into the send, its claim has been pushed on (twice, every 3 s) past where it first ended.
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      const held = await claim();
      expect(held.status).toBe("sending");
      expect(held.claimedUntil!.getTime()).toBeGreaterThan(claimedUntil + 5_000);
      const swept = await jobContextForTest(database, env);
      await runAttempt(sweepDeliveries, {}, swept.context, 1);
      expect(swept.enqueued).not.toContain("deliver-notification");
      await sending;
    } finally {
      answerAfterMs = 0;
    }
    expect(received.filter((request) => request.body.includes("slow-1"))).toHaveLength(1);
    expect((await deliveriesOf(alert.id))[0]).toMatchObject({ status: "sent", attempts: 1 });
  }, 30_000);

  it("schedules a failed send again 5 s later (Svix's schedule), with the same webhook-id", async () => {
    const { alert } = await alertWithWebhook("Retry");
    const { context, enqueued, metrics } = await jobContextForTest(database, env);
    await matchAlertsOnArticle.handle(story("retry-1") as never, context);
    const [delivery] = await deliveriesOf(alert.id);
    answer = 503;
    const queuedBefore = enqueued.length;
    await runAttempt(deliverNotification, { deliveryId: delivery!.id, attempt: 1 }, context, 1);
    const [retrying] = await deliveriesOf(alert.id);
    expect(retrying).toMatchObject({ status: "retrying", attempts: 1, lastError: expect.stringMatching(/503/) });
    // Svix's schedule: the first retry 5 s after the first attempt.
    expect(retrying!.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(3_000);
    expect(retrying!.nextAttemptAt.getTime() - Date.now()).toBeLessThanOrEqual(5_000);
    expect(enqueued.slice(queuedBefore)).toEqual(["deliver-notification"]);

    answer = 200;
    // Too early: the claim refuses it, nothing is sent.
    await runAttempt(deliverNotification, { deliveryId: delivery!.id, attempt: 2 }, context, 1);
    expect(received.filter((request) => request.body.includes("retry-1"))).toHaveLength(1);
    await database.db.update(tables.deliveries).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(tables.deliveries.id, delivery!.id));
    await runAttempt(deliverNotification, { deliveryId: delivery!.id, attempt: 2 }, context, 1);
    const attempts = received.filter((request) => request.body.includes("retry-1"));
    expect(attempts).toHaveLength(2);
    expect(attempts[0]!.headers["webhook-id"]).toBe(attempts[1]!.headers["webhook-id"]);
    expect((await deliveriesOf(alert.id))[0]).toMatchObject({ status: "sent", attempts: 2 });
    // Counted for Prometheus: the matches (this file's earlier alerts watch the same tag, and fire too), each attempt
    // by outcome (the refused early one is no attempt), the delay of the send.
    const scrape = await metrics.metrics();
    expect(Number(/^tradewire_alert_matches_total\{item="article"\} (\d+)$/m.exec(scrape)?.[1])).toBeGreaterThanOrEqual(1);
    expect(scrape).toMatch(/^tradewire_deliveries_total\{channel="webhook",outcome="retrying"\} 1$/m);
    expect(scrape).toMatch(/^tradewire_deliveries_total\{channel="webhook",outcome="sent"\} 1$/m);
    expect(scrape).toMatch(/^tradewire_delivery_delay_seconds_count\{channel="webhook"\} 1$/m);
  });

  it("refuses a webhook to a private address outside development, fails the delivery for good and sends nothing", async () => {
    const { alert } = await alertWithWebhook("Private");
    const { context } = await jobContextForTest(database, { APP_SECRET: env.APP_SECRET });
    await matchAlertsOnArticle.handle(story("ssrf-1") as never, context);
    const [delivery] = await deliveriesOf(alert.id);
    await runAttempt(deliverNotification, { deliveryId: delivery!.id, attempt: 1 }, context, 1);
    expect((await deliveriesOf(alert.id))[0]).toMatchObject({ status: "failed", lastError: expect.stringMatching(/127\.0\.0\.1/) });
    expect(received.filter((request) => request.body.includes("ssrf-1"))).toEqual([]);
  });
});
