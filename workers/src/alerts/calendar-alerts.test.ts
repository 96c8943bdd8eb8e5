import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { CalendarEvent, CalendarSnapshot } from "@tradewire/core";
import { newYorkDay } from "@tradewire/core/domain/trading-calendar";
import { makeCalendarSnapshot } from "@tradewire/core/testing/calendar-fixture";
import { addUserTicker, createChannel, tables, type AlertFields } from "@tradewire/db";
import { makeAlert, makeTickers, makeUser } from "@tradewire/db/testing/factories";
import { createTestDatabase, testEngines, type Engine, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { appSecretOf, createSecretBox, generateWebhookSecret } from "@tradewire/platform";
import { createTestRedis, startSmtpInbox, type SmtpInbox } from "@tradewire/platform/testing";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pollCalendarDays } from "../calendar/poll-calendar";
import { createJobSystem, type JobSystem } from "../create-job-system";
import { jobContextForTest } from "../testing/job-context-for-test";
import { matchAlertsOnCalendarRelease } from "./match-alerts.processor";
import { runAlert } from "./run-alert.job";

const redisUrl = process.env.TEST_REDIS_URL;
const MINUTE = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Embedded mode (PGlite, jobs in process) always; scaled mode (PostgreSQL, BullMQ on Redis) when both servers are there. */
const runners: { runner: "inline" | "bullmq"; engine: Engine }[] = [
  { runner: "inline", engine: "pglite" },
  ...(process.env.TEST_DATABASE_URL && redisUrl ? [{ runner: "bullmq" as const, engine: "postgres" as const }] : []),
];

/** A mail's text part as a reader sees it: quoted-printable undone. */
function textOf(raw: string): string {
  const part = raw.split(/Content-Type: text\/plain/i)[1]?.split(/\r?\n--/)[0] ?? "";
  const body = part.slice(part.search(/\r?\n\r?\n/)).trim();
  const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

describe.each(runners)("calendar alerts through the $runner job runner", ({ runner, engine }) => {
  let database: TestDatabase;
  let smtp: SmtpInbox;
  let receiver: Server;
  let hookUrl: string;
  const hookSecret = generateWebhookSecret();
  const hooks: { body: string; verified: boolean }[] = [];
  let redis: Awaited<ReturnType<typeof createTestRedis>> | undefined;
  let system: JobSystem;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    smtp = await startSmtpInbox();
    receiver = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        let verified = true;
        try {
          new Webhook(hookSecret).verify(body, request.headers as Record<string, string>);
        } catch {
          verified = false;
        }
        hooks.push({ body, verified });
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
    redis = runner === "bullmq" ? await createTestRedis(redisUrl!) : undefined;
    const env = {
      SMTP_URL: smtp.url,
      APP_SECRET: "c".repeat(40),
      ALLOW_PRIVATE_WEBHOOKS: "1",
      PUBLIC_URL: "https://tradewire.example",
      ...(redis ? { REDIS_URL: redisUrl!, REDIS_PREFIX: redis.prefix } : {}),
    };
    const { context } = await jobContextForTest(database, env);
    system = await createJobSystem({
      config: context.config,
      database,
      logger: pino({ level: "silent" }),
      push: () => {},
      processors: [matchAlertsOnCalendarRelease],
      ...(redis ? { redis: redis.redis.duplicate({ maxRetriesPerRequest: null }) } : {}),
    });
    // BullMQ needs its worker; the inline runner runs what is queued at once, without its schedules.
    if (redis) await system.runner.start();
  });
  afterAll(async () => {
    await system?.runner.close();
    await redis?.cleanup();
    await smtp?.close();
    await new Promise((resolve) => receiver?.close(resolve));
    await database?.drop();
  });

  async function memberWith(channel: "email" | "webhook", alert: Partial<AlertFields>) {
    const user = await makeUser(database.db);
    const email = `${user.id}@desk.example`;
    const created = await createChannel(database.db, user.id, {
      channelName: channel,
      type: channel,
      email: channel === "email" ? email : null,
      endpoint: channel === "webhook" ? hookUrl : null,
      channelKey: null,
      signingSecret: channel === "webhook" ? createSecretBox(appSecretOf(system.context.config)).seal(hookSecret) : null,
    });
    const made = await makeAlert(database.db, user.id, created.id, { type: "calendar", ...alert });
    return { user, email, alert: made };
  }
  const deliveriesOf = async (alertId: number) => database.db.select().from(tables.deliveries).where(eq(tables.deliveries.alertId, alertId));
  const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.includes(`To: ${email}`));

  /** The calendar source as poll-calendar reads it: one fetch of the day, then another. */
  async function poll(snapshots: CalendarSnapshot[]): Promise<CalendarEvent[]> {
    const reader = { fetchDays: async () => snapshots };
    const days = [...new Set(snapshots.map((snapshot) => newYorkDay(snapshot.scheduledAt.getTime())))];
    return (await pollCalendarDays({ db: database.db, reader, days, publish: system.publish })).released;
  }

  it("sends one message per matching alert when an actual is released, by email and by webhook, and nothing more when the release comes again", async () => {
    const macro = await memberWith("email", { name: "US macro", countries: ["US"], minImpact: "high" });
    const earnings = await memberWith("webhook", { name: "My earnings", myTickers: true });
    const tokyo = await memberWith("email", { name: "Tokyo", countries: ["JP"] });
    await makeTickers(database.db, ["NVDA"]);
    expect(await addUserTicker(database.db, earnings.user.id, "NVDA", 50)).toBe("added");

    const at = new Date(Date.now() - MINUTE);
    const cpi = makeCalendarSnapshot({ scheduledAt: at, series: `US|CPI y/y ${runner}` });
    const nvda = makeCalendarSnapshot({
      kind: "earnings",
      series: `NVDA|Oct/2026 ${runner}`,
      title: "NVIDIA Corporation earnings",
      ticker: "NVDA",
      company: "NVIDIA Corporation",
      importance: "mid",
      scheduledAt: at,
      consensus: "$1.26",
      previous: "$0.81",
    });
    expect(await poll([cpi, nvda])).toEqual([]);
    const released = await poll([{ ...cpi, actual: "3.1%" }, { ...nvda, actual: "$1.30" }]);
    expect(released).toHaveLength(2);

    await expect.poll(() => mailsTo(macro.email).length + hooks.length, { timeout: 15_000 }).toBe(2);
    const mail = textOf(mailsTo(macro.email)[0]!);
    expect(mail).toContain("US CPI y/y 3.1% vs 3.0% expected (previous 3.0%) — beat");
    expect(mail).toContain("HIGH importance · United States");
    expect(mail).toContain("https://tradewire.example/calendar");
    expect(mail).toContain("Matched: importance high; country US");
    const [hook] = hooks;
    expect(hook!.verified).toBe(true);
    expect(JSON.parse(hook!.body)).toMatchObject({
      type: "alert.triggered",
      data: {
        alert: { alert_id: earnings.alert.id, name: "My earnings", reasons: ["NVDA is on your tickers"] },
        item: { kind: "calendar", title: "NVIDIA Corporation earnings (NVDA) $1.30 vs $1.26 expected (previous $0.81) — beat", url: "https://tradewire.example/calendar", tickers: ["NVDA"] },
      },
    });

    // The bus hands the same release over again (a second poller, a replay): its deliveries exist, nothing is sent.
    for (const event of released) await system.publish("calendar.released", event);
    await sleep(1_500);
    expect(mailsTo(macro.email)).toHaveLength(1);
    expect(hooks).toHaveLength(1);
    expect((await deliveriesOf(macro.alert.id)).map((row) => row.status)).toEqual(["sent"]);
    expect(await deliveriesOf(tokyo.alert.id)).toEqual([]);
  });

  it("reminds once, the alert's minutes before an event not yet released, and never of an event without a time", async () => {
    const fifteen = await memberWith("email", { name: "Payrolls 15", countries: ["US"], remindMinutes: 15 });
    const five = await memberWith("email", { name: "Payrolls 5", countries: ["US"], remindMinutes: 5 });
    const now = Date.now();
    await poll([
      makeCalendarSnapshot({ series: `US|Nonfarm Payrolls ${runner}`, title: "Nonfarm Payrolls", scheduledAt: new Date(now + 14.5 * MINUTE), consensus: "50K", previous: "22K" }),
      makeCalendarSnapshot({ series: `US|Treasury statement ${runner}`, title: "Treasury statement", scheduledAt: new Date(now + 10 * MINUTE), allDay: true }),
    ]);

    await system.runner.run("remind-calendar", {});
    await system.runner.run("remind-calendar", {});
    await expect.poll(() => mailsTo(fifteen.email).length, { timeout: 15_000 }).toBe(1);
    const mail = textOf(mailsTo(fifteen.email)[0]!);
    expect(mail).toContain("In 15 minutes: US Nonfarm Payrolls (consensus 50K, previous 22K)");
    expect(mail).toContain("Matched: country US; reminder 15 min before");
    await system.runner.run("remind-calendar", {});
    await sleep(1_000);
    expect(mailsTo(fifteen.email)).toHaveLength(1);
    expect((await deliveriesOf(fifteen.alert.id)).map((row) => (row.payload as { item: { kind: string } }).item.kind)).toEqual(["calendar_reminder"]);
    // Fourteen minutes away is not yet five; the day-only statement is reminded to nobody.
    expect(mailsTo(five.email)).toEqual([]);
  });
});

describe.each(testEngines)("a calendar alert's run now on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("matches the releases of the last 24 hours against the alert, and sends none of them twice", async () => {
    const { context, queued } = await jobContextForTest(database, { PUBLIC_URL: "https://tradewire.example" });
    const user = await makeUser(database.db);
    const channel = await createChannel(database.db, user.id, { channelName: "mail", type: "email", email: "macro@desk.example", endpoint: null, channelKey: null, signingSecret: null });
    const alert = await makeAlert(database.db, user.id, channel.id, { name: "Euro area", type: "calendar", countries: ["EU"] });
    const publish = async () => {};
    const release = async (snapshot: CalendarSnapshot, releasedAt: Date) => {
      const days = [newYorkDay(snapshot.scheduledAt.getTime())];
      await pollCalendarDays({ db: database.db, reader: { fetchDays: async () => [snapshot] }, days, publish, now: releasedAt });
      await pollCalendarDays({ db: database.db, reader: { fetchDays: async () => [{ ...snapshot, actual: "2.2%" }] }, days, publish, now: releasedAt });
    };
    const euro = { country: "EU", countryName: "Euro Zone", consensus: "2.1%", previous: "2.1%" };
    await release(makeCalendarSnapshot({ ...euro, series: "EU|CPI y/y", scheduledAt: new Date(Date.now() - 3 * 3_600_000) }), new Date(Date.now() - 3 * 3_600_000));
    await release(makeCalendarSnapshot({ ...euro, series: "EU|Core CPI y/y", title: "Core CPI y/y", scheduledAt: new Date(Date.now() - 30 * 3_600_000) }), new Date(Date.now() - 30 * 3_600_000));
    await release(makeCalendarSnapshot({ series: "US|PPI m/m", title: "PPI m/m", scheduledAt: new Date(Date.now() - 2 * 3_600_000) }), new Date(Date.now() - 2 * 3_600_000));

    const attempt = { attempt: 1, signal: new AbortController().signal };
    await runAlert.handler({ alertId: alert.id, userId: user.id }, context, attempt);
    await runAlert.handler({ alertId: alert.id, userId: user.id }, context, attempt);
    const delivered = await database.db.select().from(tables.deliveries).where(eq(tables.deliveries.alertId, alert.id));
    expect(delivered.map((row) => (row.payload as { item: { title: string } }).item.title)).toEqual(["EU CPI y/y 2.2% vs 2.1% expected (previous 2.1%) — beat"]);
    expect(queued.filter((job) => job.name === "deliver-notification")).toHaveLength(1);
  });
});
