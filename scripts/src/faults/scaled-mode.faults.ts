import { request as httpRequest, type ClientRequest } from "node:http";
import { SVIX_WEBHOOK_SCHEDULE_MS } from "@tradewire/workers/alerts/retry-schedules";
import { Queue } from "bullmq";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pidsConnectedTo } from "./connected-pids";
import { freePort, sleep, waitFor } from "./free-port";
import { FAULTS_APP_SECRET, FAULTS_BOT_TOKEN, headline, startScaledCluster, type ScaledCluster } from "./scaled-cluster";
import type { WebhookRequest } from "./webhook-receiver";

/**
 * A POST whose headers go out now and whose body waits for finish(): a request the server is in the
 * middle of when it is told to stop.
 */
function slowRequest(url: string, body: string): { status: Promise<number>; finish(): void } {
  let sent: ClientRequest | undefined;
  const status = new Promise<number>((resolve, reject) => {
    sent = httpRequest(url, { method: "POST", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    sent.on("error", reject);
    sent.flushHeaders();
  });
  return { status, finish: () => void sent!.end(body) };
}

interface Delivery {
  delivery_id: number;
  status: string;
  attempts: number;
  last_error: string | null;
  item: { title: string };
}

/** The endpoint every story reaches through the trader's "every story" alert. */
const MAIN = "main";

describe("scaled mode under faults: two API nodes and two workers on real PostgreSQL and Redis", () => {
  let cluster: ScaledCluster;
  let mainAlertId: number;
  /** Every story published to the feed, in order: each must reach MAIN exactly once by the end. */
  const published: string[] = [];
  let storyNumber = 0;
  let faultsSurvived = 0;
  let failures = 0;
  /** Every webhook signing secret the run created: none may appear in a log. */
  const signingSecrets: string[] = [];

  const nextTitle = (what: string) => headline(++storyNumber, what);
  const publishTitle = async (title: string) => {
    published.push(title);
    await cluster.publish(title);
    return title;
  };
  const publish = (what: string) => publishTitle(nextTitle(what));

  /** The receiver's requests for one story at one endpoint. */
  const requestsOf = (title: string, endpoint = MAIN): WebhookRequest[] =>
    cluster.receiver.requests.filter((request) => request.endpoint === endpoint && request.title === title);

  /** Waits until the story's notification was acknowledged by the receiver (a 2xx reached the sender). */
  const delivered = (title: string, timeoutMs: number, endpoint = MAIN) =>
    waitFor(`"${title}" to reach the webhook receiver (${endpoint})`, () => requestsOf(title, endpoint).find((request) => request.acknowledged), timeoutMs, 200);

  /** Per story published so far, how many times MAIN acknowledged its notification. */
  const acknowledgedPerStory = () => new Map(published.map((title) => [title, requestsOf(title).filter((request) => request.acknowledged).length]));

  const deliveriesOf = async (alertId: number): Promise<Delivery[]> => {
    const answer = await cluster.call("GET", `/api/alert/alert/${alertId}/deliveries`);
    expect(answer.status).toBe(200);
    return answer.body as Delivery[];
  };

  /** A webhook channel at `endpoint` and a stock alert without conditions on it: every story matches. */
  const webhookAlert = async (name: string, endpoint: string) => {
    const channel = await cluster.call("POST", "/api/alert/channel", { body: { channel_name: name, type: "webhook", endpoint } });
    expect(channel.status, JSON.stringify(channel.body)).toBe(201);
    const { channel_id: channelId, signing_secret: secret } = channel.body as { channel_id: number; signing_secret: string };
    signingSecrets.push(secret);
    const alert = await cluster.call("POST", "/api/alert/alert", { body: { name: `Every story (${name})`, channel_id: channelId, type: "Stock Alert" } });
    expect(alert.status, JSON.stringify(alert.body)).toBe(201);
    return { channelId, secret, alertId: (alert.body as { alert_id: number }).alert_id };
  };

  const expectAllAlive = () => {
    for (const process of [...cluster.apis.map((api) => api.process), ...cluster.workers]) {
      expect(process.alive(), `${process.name} is not running:\n${process.tail()}`).toBe(true);
    }
  };

  /** Wraps a scenario so a failure carries every process's log tail. */
  const withLogs = async (scenario: () => Promise<void>) => {
    try {
      await scenario();
      faultsSurvived++;
    } catch (error) {
      failures++;
      if (error instanceof Error) error.message += `\n\nprocess logs:\n${cluster.logs()}`;
      throw error;
    }
  };

  beforeAll(async () => {
    cluster = await startScaledCluster();
    cluster.receiver.setMode(MAIN, { kind: "ok" });
    const main = await webhookAlert("Faults receiver", cluster.receiver.endpointUrl(MAIN));
    cluster.receiver.setSecret(MAIN, main.secret);
    mainAlertId = main.alertId;
  });

  afterAll(async () => {
    if (!cluster) return;
    const counts = [...acknowledgedPerStory().values()];
    process.stdout.write(
      `\nfaults: ${faultsSurvived} survived; notifications of ${published.length} stories: ${counts.filter((n) => n === 0).length} lost, ${counts.filter((n) => n > 1).length} doubled\n`,
    );
    await cluster.stop({ keepLogs: failures > 0 });
  });

  it("a. a story a worker ingested reaches a socket on each API node", () =>
    withLogs(async () => {
      const sockets: Socket[] = cluster.apis.map((api) => connect(api.url, { auth: { token: cluster.token }, transports: ["websocket"], reconnection: false }));
      try {
        await Promise.all(sockets.map((socket) => new Promise<void>((resolve, reject) => {
          socket.once("connect", resolve);
          socket.once("connect_error", reject);
        })));
        const title = nextTitle("socket");
        const heard = sockets.map((socket) => new Promise<string>((resolve) => {
          socket.on("article.created", (article: { title: string }) => {
            if (article.title === title) resolve(article.title);
          });
        }));
        await publishTitle(title);
        const timeout = sleep(30_000).then(() => "nothing within 30 s");
        expect(await Promise.all(heard.map((promise) => Promise.race([promise, timeout])))).toEqual([title, title]);
        const notification = await delivered(title, 30_000);
        expect(notification.signatureValid).toBe(true);
      } finally {
        for (const socket of sockets) socket.disconnect();
      }
    }), 90_000);

  it("b. a worker killed with SIGKILL mid-delivery: the other worker finishes it, and the receiver gets it exactly once", () =>
    withLogs(async () => {
      cluster.receiver.setMode(MAIN, { kind: "slow", delayMs: 8_000 });
      const title = await publish("worker killed");
      const inFlight = await waitFor(`"${title}" to be in flight`, () => requestsOf(title)[0], 30_000, 50);
      const holders = pidsConnectedTo(Number(new URL(cluster.receiver.url).port));
      const sender = cluster.workers.find((worker) => holders.has(worker.pid));
      expect(sender, `no worker holds a connection to the receiver (holders: ${[...holders].join(", ")})`).toBeDefined();
      sender!.kill("SIGKILL");
      await sender!.exited;
      cluster.receiver.setMode(MAIN, { kind: "ok" });
      const survivor = cluster.workers.find((worker) => worker !== sender && worker.alive());
      expect(survivor).toBeDefined();
      cluster.workers.splice(cluster.workers.indexOf(sender!), 1);

      // The dead worker's claim, no longer renewed, runs out within 10 s; the other worker's sweep (every 5 s)
      // queues it again: within about 15 s.
      const started = Date.now();
      const finished = await delivered(title, 120_000);
      console.log(`faults: the delivery a killed worker held went out ${Math.round((Date.now() - started) / 1000)} s after the kill`);
      expect(inFlight.abandoned).toBe(true);
      expect(finished.webhookId).toBe(inFlight.webhookId);
      expect(finished.signatureValid).toBe(true);
      expect(cluster.receiver.acknowledgedCounts(MAIN).get(inFlight.webhookId)).toBe(1);
      const log = await deliveriesOf(mainAlertId);
      expect(log.find((delivery) => delivery.item.title === title)).toMatchObject({ status: "sent", attempts: 2 });
      expect(survivor!.alive()).toBe(true);

      cluster.startWorker();
    }), 300_000);

  it("c. Redis stopped for 20 s during ingestion and delivery: the API answers (healthz degraded), jobs resume, each notification once", () =>
    withLogs(async () => {
      const before = await publish("before the Redis outage");
      await cluster.redis.stop({ keepData: true });
      const outageEnds = Date.now() + 20_000;

      for (const [node, api] of cluster.apis.entries()) {
        await waitFor(`${api.process.name} to say degraded`, async () => {
          const health = await cluster.call("GET", "/healthz", { node, anonymous: true, timeoutMs: 5_000 });
          return health.status === 503 && (health.body as { status: string }).status === "degraded" ? true : undefined;
        }, 10_000, 500);
        const feed = await cluster.call("GET", "/api/articles?limit=20", { node, timeoutMs: 5_000 });
        expect(feed.status, JSON.stringify(feed.body)).toBe(200);
        const visitors = await cluster.call("GET", "/articles/latest", { node, anonymous: true, timeoutMs: 5_000 });
        expect(visitors.status).toBe(200);
      }
      const during = await publish("during the Redis outage");
      await sleep(Math.max(0, outageEnds - Date.now()));
      await cluster.redis.start();

      await delivered(before, 90_000);
      await delivered(during, 90_000);
      for (const [node, api] of cluster.apis.entries()) {
        await waitFor(`${api.process.name} to say ok again`, async () => ((await cluster.call("GET", "/healthz", { node, anonymous: true })).status === 200 ? true : undefined), 15_000, 500);
      }
      // A late duplicate would show within a few seconds of the first.
      await sleep(3_000);
      expect(requestsOf(before).filter((request) => request.acknowledged)).toHaveLength(1);
      expect(requestsOf(during).filter((request) => request.acknowledged)).toHaveLength(1);
      expectAllAlive();
    }), 180_000);

  it("d. Redis restarted empty: the schedules are created again within a minute, ingestion and delivery resume, nothing twice", () =>
    withLogs(async () => {
      await cluster.redis.stop({ keepData: false });
      await cluster.redis.start();
      const restartedAt = Date.now();
      const queue = new Queue("jobs", { connection: { host: "127.0.0.1", port: cluster.redis.port }, prefix: "faults" });
      try {
        const schedules = await waitFor("the job schedules to be created again", async () => {
          const names = (await queue.getJobSchedulers()).map((scheduler) => scheduler.name);
          return names.includes("ingest-news") && names.includes("sweep-deliveries") ? names : undefined;
        }, 60_000, 1_000);
        expect(schedules).toContain("ingest-news");
        expect(Date.now() - restartedAt).toBeLessThan(60_000);
      } finally {
        await queue.close();
      }
      const after = await publish("after Redis came back empty");
      await delivered(after, 60_000);
      await sleep(3_000);
      expect([...acknowledgedPerStory().values()].filter((count) => count > 1)).toEqual([]);
      expectAllAlive();
    }), 150_000);

  it("e. PostgreSQL restarted: requests during the outage get 503 with Retry-After at once, and every process reconnects", () =>
    withLogs(async () => {
      cluster.postgres.stop();
      try {
        for (const node of cluster.apis.keys()) {
          const feed = await cluster.call("GET", "/api/articles?limit=20", { node, timeoutMs: 10_000 });
          expect(feed.status, JSON.stringify(feed.body)).toBe(503);
          expect(feed.headers.get("retry-after")).toMatch(/^\d+$/);
          expect(feed.ms).toBeLessThan(5_000);
        }
        await sleep(3_000);
      } finally {
        cluster.postgres.start();
      }
      for (const node of cluster.apis.keys()) {
        await waitFor(`node ${node + 1} to read the feed again`, async () => ((await cluster.call("GET", "/api/articles?limit=20", { node })).status === 200 ? true : undefined), 30_000, 500);
      }
      const after = await publish("after the PostgreSQL restart");
      await delivered(after, 60_000);
      expectAllAlive();
    }), 120_000);

  it("f. receivers down, slow and answering 500: retries on schedule, then dead in the log, while other deliveries go through", () =>
    withLogs(async () => {
      cluster.receiver.setMode("failing", { kind: "error", status: 500 });
      cluster.receiver.setMode("slow", { kind: "slow", delayMs: 15_000 });
      const failing = await webhookAlert("Answers 500", cluster.receiver.endpointUrl("failing"));
      const slow = await webhookAlert("Answers late", cluster.receiver.endpointUrl("slow"));
      const down = await webhookAlert("Nobody listens", `http://127.0.0.1:${await freePort()}/hooks/down`);
      cluster.receiver.setSecret("failing", failing.secret);

      const publishedAt = Date.now();
      const title = await publish("while receivers fail");
      const good = await delivered(title, 30_000);
      // Not held up by the three failing endpoints (the slow one holds its attempt for 10 s).
      expect(good.receivedAt - publishedAt).toBeLessThan(20_000);

      // The first retry comes 5 s after the first attempt.
      const [first, second] = await waitFor("two attempts at the failing endpoint", () => {
        const attempts = requestsOf(title, "failing");
        return attempts.length >= 2 ? attempts : undefined;
      }, 30_000, 200);
      expect(second!.webhookId).toBe(first!.webhookId);
      expect(second!.receivedAt - first!.receivedAt).toBeGreaterThanOrEqual(4_500);
      expect(second!.receivedAt - first!.receivedAt).toBeLessThan(15_000);

      const logOf = async (alertId: number) => (await deliveriesOf(alertId)).find((delivery) => delivery.item.title === title);
      await waitFor("the three failing deliveries to be waiting for their third attempt", async () => {
        const logs = await Promise.all([failing, slow, down].map(({ alertId }) => logOf(alertId)));
        return logs.every((delivery) => delivery?.status === "retrying" && delivery.attempts === 2) ? logs : undefined;
      }, 40_000, 1_000);
      expect((await logOf(failing.alertId))!.last_error).toContain("HTTP 500");
      expect((await logOf(slow.alertId))!.last_error).toContain("no complete answer within");
      expect((await logOf(down.alertId))!.last_error).toContain("ECONNREFUSED");

      // The rest of the schedule is hours long: each wait is checked, then skipped (the row's due time and
      // the queued job's delay brought forward), until the schedule is spent and the delivery is dead.
      const deliveryId = (await logOf(failing.alertId))!.delivery_id;
      const queue = new Queue("jobs", { connection: { host: "127.0.0.1", port: cluster.redis.port }, prefix: "faults" });
      try {
        for (let attempts = 2; attempts < SVIX_WEBHOOK_SCHEDULE_MS.length; attempts++) {
          const [row] = await cluster.postgres.query<{ wait_ms: number; attempts: number }>(
            "select extract(epoch from (next_attempt_at - updated_at)) * 1000 as wait_ms, attempts from deliveries where id = $1",
            [deliveryId],
          );
          expect(row!.attempts).toBe(attempts);
          expect(Number(row!.wait_ms)).toBeCloseTo(SVIX_WEBHOOK_SCHEDULE_MS[attempts]!, -3);
          await cluster.postgres.query("update deliveries set next_attempt_at = now() where id = $1", [deliveryId]);
          const job = await waitFor(`the queued attempt ${attempts + 1}`, async () =>
            (await queue.getDelayed()).find((candidate) => candidate.name === "deliver-notification" && (candidate.data as { deliveryId: number }).deliveryId === deliveryId), 10_000, 200);
          await job.promote();
          await waitFor(`attempt ${attempts + 1} to be made`, async () => {
            const [next] = await cluster.postgres.query<{ attempts: number; status: string }>("select attempts, status from deliveries where id = $1", [deliveryId]);
            return next && next.attempts === attempts + 1 && next.status !== "sending" ? true : undefined;
          }, 15_000, 200);
        }
      } finally {
        await queue.close();
      }
      const dead = await logOf(failing.alertId);
      expect(dead).toMatchObject({ status: "dead", attempts: SVIX_WEBHOOK_SCHEDULE_MS.length });
      expect(dead!.last_error).toContain("HTTP 500");
      const attempts = requestsOf(title, "failing");
      expect(attempts).toHaveLength(SVIX_WEBHOOK_SCHEDULE_MS.length);
      expect(new Set(attempts.map((attempt) => attempt.webhookId)).size).toBe(1);
      expect(attempts.every((attempt) => attempt.signatureValid && !attempt.acknowledged)).toBe(true);

      // Meanwhile the working endpoint has its story exactly once.
      expect(requestsOf(title).filter((request) => request.acknowledged)).toHaveLength(1);
      for (const { alertId } of [failing, slow, down]) {
        const paused = await cluster.call("PUT", "/api/alert/alert", { body: { alert_id: alertId, name: "paused", active: false } });
        expect(paused.status).toBe(200);
      }
    }), 180_000);

  it("g. SIGTERM: API nodes finish in-flight requests and close sockets, workers finish or release their jobs, all exit 0 within 10 s", () =>
    withLogs(async () => {
      expectAllAlive();
      expect([...acknowledgedPerStory().entries()].filter(([, count]) => count !== 1)).toEqual([]);
      const socket = connect(cluster.apis[1]!.url, { auth: { token: cluster.token }, transports: ["websocket"], reconnection: false });
      await new Promise<void>((resolve, reject) => {
        socket.once("connect", resolve);
        socket.once("connect_error", reject);
      });
      const closed = new Promise<string>((resolve) => socket.once("disconnect", resolve));

      // A delivery in flight when the workers are told to stop: the receiver answers 3 s later.
      cluster.receiver.setMode(MAIN, { kind: "slow", delayMs: 3_000 });
      const title = await publish("in flight at SIGTERM");
      const sending = await waitFor(`"${title}" to be in flight`, () => requestsOf(title)[0], 30_000, 50);
      // A request in flight on an API node: its headers are in, its body still coming.
      const request = slowRequest(`${cluster.apis[0]!.url}/api/events`, JSON.stringify({ name: "Article Clicked", properties: { article_id: "faults" } }));
      await sleep(300);

      const processes = [...cluster.apis.map((api) => api.process), ...cluster.workers];
      const started = Date.now();
      for (const process of processes) process.kill("SIGTERM");
      await sleep(300);
      request.finish();
      const outcomes = await Promise.all(
        processes.map((process) =>
          Promise.race([
            process.exited.then((exit) => ({ name: process.name, ...exit, ms: Date.now() - started })),
            sleep(12_000).then(() => ({ name: process.name, code: null, signal: null, ms: -1 })),
          ]),
        ),
      );
      expect(outcomes.map(({ name, code, ms }) => ({ name, code, inTime: ms >= 0 && ms <= 10_000 }))).toEqual(processes.map((process) => ({ name: process.name, code: 0, inTime: true })));
      expect(await request.status).toBe(204);
      expect(await Promise.race([closed, sleep(2_000).then(() => "still open")])).not.toBe("still open");

      // Finished (sent, and received once) or released (due again, nobody holding it): never stuck half-way.
      const [row] = await cluster.postgres.query<{ status: string; claimed_until: Date | null }>(
        "select status, claimed_until from deliveries where alert_id = $1 and payload->'item'->>'title' = $2",
        [mainAlertId, title],
      );
      const acknowledged = requestsOf(title).filter((attempt) => attempt.acknowledged).length;
      if (row!.status === "sent") expect({ acknowledged, abandoned: sending.abandoned }).toEqual({ acknowledged: 1, abandoned: false });
      else {
        expect({ status: row!.status, claimed: row!.claimed_until !== null, acknowledged }).toEqual({ status: expect.stringMatching(/^(queued|retrying)$/), claimed: false, acknowledged: 0 });
        // Released, it goes out when a worker runs again: not lost, but not counted in this run's tally.
        published.splice(published.indexOf(title), 1);
      }
    }), 60_000);

  it("h. no secret in any process's log: the app secret, the bot token, webhook signing secrets, the access token", () =>
    withLogs(async () => {
      const logs = cluster.fullLogs();
      // The run logged what it went through (requests, the bot's failing polls, the outages): an empty log proves nothing.
      expect(logs.length).toBeGreaterThan(10_000);
      const secrets = {
        "APP_SECRET": FAULTS_APP_SECRET,
        "TELEGRAM_BOT_TOKEN": FAULTS_BOT_TOKEN,
        "the bot token's secret part": FAULTS_BOT_TOKEN.split(":")[1]!,
        "the trader's access token": cluster.token,
        // Its key material too, without the whsec_ prefix a log might drop.
        ...Object.fromEntries(signingSecrets.map((secret, index) => [`webhook signing secret ${index + 1}`, secret.replace(/^whsec_/, "")])),
      };
      expect(Object.entries(secrets).filter(([, secret]) => logs.includes(secret)).map(([name]) => name)).toEqual([]);
    }));
});
