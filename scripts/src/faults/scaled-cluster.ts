import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "@tradewire/core/schemas/config";
import { loadIdentitySecrets } from "@tradewire/backend/identity/identity-secrets";
import { issueAccessToken } from "@tradewire/backend/identity/issue-access-token";
import { spawnAppProcess, type AppProcess } from "./app-process";
import { freePort, sleep, waitFor } from "./free-port";
import { startNewsFeedServer, type FeedStory, type NewsFeedServer } from "./news-feed-server";
import { startPostgresServer, type PostgresServer } from "./postgres-server";
import { startRedisServer, type RedisServer } from "./redis-server";
import { startWebhookReceiver, type WebhookReceiver } from "./webhook-receiver";

/** Secrets of the run, which no process's log may contain. */
export const FAULTS_APP_SECRET = "faults-app-secret-0123456789abcdef0123456789";
export const FAULTS_BOT_TOKEN = "424242:faults-bot-token-never-logged";

export const SOURCE_ID = "faults-wire";
export const TRADER = "trader@demo.local";
const REDIS_PREFIX = "faults";

export interface ApiNode {
  url: string;
  process: AppProcess;
}

export interface ScaledCluster {
  postgres: PostgresServer;
  redis: RedisServer;
  feed: NewsFeedServer;
  receiver: WebhookReceiver;
  apis: ApiNode[];
  workers: AppProcess[];
  /** Every process started so far, replaced ones included. */
  processes: AppProcess[];
  token: string;
  /** The API's answer to a signed-in trader's request (node 0 unless told), with a deadline so a hang fails. */
  call(method: string, path: string, options?: { body?: unknown; node?: number; timeoutMs?: number; anonymous?: boolean }): Promise<{ status: number; headers: Headers; body: unknown; ms: number }>;
  /** Publishes a story in the feed and makes the source due, so the next tick (every second) polls it. */
  publish(title: string): Promise<FeedStory>;
  /** Makes the feed's source due now (its interval is 30 s at the least; a test does not wait for it). */
  pollNow(): Promise<void>;
  startWorker(): AppProcess;
  /** The tails of every process's log, for a failure message. */
  logs(): string;
  /** Every process's whole log, as one text. */
  fullLogs(): string;
  /** Ends every process and server; `keepLogs` leaves the processes' log files for a look after a failure. */
  stop(options?: { keepLogs: boolean }): Promise<void>;
}

/** A deterministic headline per number, each unlike the others, so no two stories are grouped as one. */
const SUBJECTS = ["Copper", "Wheat", "Lithium", "Cobalt", "Soybean", "Nickel", "Coffee", "Cocoa", "Uranium", "Palladium", "Zinc", "Rice"];
const PLACES = ["Chile", "Ukraine", "Australia", "Congo", "Brazil", "Indonesia", "Vietnam", "Ghana", "Kazakhstan", "Russia", "Peru", "Thailand"];
export function headline(n: number, what: string): string {
  return `${SUBJECTS[n % SUBJECTS.length]} exporters in ${PLACES[(n * 5) % PLACES.length]} brace for tariff shift (${what} ${n})`;
}

/**
 * The scaled set-up of the README on loopback: its own PostgreSQL and Redis on spare ports, a news feed
 * and a webhook receiver, two API nodes (the first migrates, then the rest start) and two workers,
 * sharing DATA_DIR (identity keys), APP_SECRET and REDIS_PREFIX. A trader on the premium plan has a
 * webhook channel pointed at the receiver and an alert that every story matches.
 */
export async function startScaledCluster(): Promise<ScaledCluster> {
  const dir = mkdtempSync(join(tmpdir(), "tradewire-faults-"));
  // Started side by side; if one fails, those already up are stopped before the error goes on.
  const starting = [startPostgresServer(), startRedisServer(), startNewsFeedServer(), startWebhookReceiver()] as const;
  const started = await Promise.allSettled(starting);
  if (started.some((outcome) => outcome.status === "rejected")) {
    const [pg, rd, fd, rc] = started.map((outcome) => (outcome.status === "fulfilled" ? outcome.value : undefined)) as [
      Awaited<(typeof starting)[0]> | undefined,
      Awaited<(typeof starting)[1]> | undefined,
      Awaited<(typeof starting)[2]> | undefined,
      Awaited<(typeof starting)[3]> | undefined,
    ];
    pg?.remove();
    await Promise.allSettled([rd?.remove(), fd?.close(), rc?.close()]);
    rmSync(dir, { recursive: true, force: true });
    throw (started.find((outcome) => outcome.status === "rejected") as PromiseRejectedResult).reason;
  }
  const [postgres, redis, feed, receiver] = await Promise.all(starting);
  const sourcesFile = join(dir, "sources.json");
  writeFileSync(sourcesFile, JSON.stringify({ sources: [{ id: SOURCE_ID, name: "Faults Wire", format: "rss", url: feed.feedUrl, intervalSeconds: 30, wire: true }] }));
  const ports = [await freePort(), await freePort()];
  const publicUrl = `http://127.0.0.1:${ports[0]}`;
  const env: Record<string, string> = {
    HOST: "127.0.0.1",
    PUBLIC_URL: publicUrl,
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
    REDIS_PREFIX,
    DATA_DIR: join(dir, "data"),
    APP_SECRET: FAULTS_APP_SECRET,
    SOURCES: "live",
    SOURCES_FILE: sourcesFile,
    ALLOW_PRIVATE_WEBHOOKS: "1",
    // Info, not warn: the run's logs are searched for secrets at the end, so they should say what a real deployment's say.
    LOG_LEVEL: "info",
    // A bot whose API (the loopback server) answers 404: every poll fails, and its error must not quote the token.
    TELEGRAM_BOT_TOKEN: FAULTS_BOT_TOKEN,
    TELEGRAM_API_BASE: feed.url,
    // Nothing leaves the machine: the market and price clients ask the loopback server, which answers 404.
    YAHOO_BASE_URL: feed.url,
    POLYMARKET_GAMMA_URL: feed.url,
    POLYMARKET_CLOB_URL: feed.url,
    KALSHI_API_URL: feed.url,
  };
  const processes: AppProcess[] = [];
  const launch = (name: string, entry: string, args: string[], extra: Record<string, string> = {}) => {
    const child = spawnAppProcess(name, entry, args, { ...env, ...extra }, join(dir, `${name}.log`));
    processes.push(child);
    return child;
  };
  const startApi = (index: number): ApiNode => ({
    url: `http://127.0.0.1:${ports[index]}`,
    process: launch(`api-${index + 1}`, "scripts/src/start.ts", ["--no-frontend-build"], { PORT: String(ports[index]) }),
  });
  const healthy = (node: ApiNode) =>
    waitFor(`${node.process.name} to answer /healthz 200`, async () => {
      if (!node.process.alive()) throw new Error(`${node.process.name} exited:\n${node.process.tail()}`);
      return (await fetch(`${node.url}/healthz`, { signal: AbortSignal.timeout(2_000) })).status === 200 ? true : undefined;
    }, 90_000, 300);

  let workerCount = 0;
  const startWorker = () => launch(`worker-${++workerCount}`, "scripts/src/workers.ts", []);

  const logs = () => processes.map((child) => `--- ${child.name} (pid ${child.pid}, ${child.alive() ? "running" : "exited"}) ${child.logFile}\n${child.tail(30)}`).join("\n");

  const stop = async ({ keepLogs = false } = {}) => {
    for (const child of processes) if (child.alive()) child.kill("SIGKILL");
    await Promise.all(processes.map((child) => child.exited));
    await Promise.allSettled([redis.remove(), feed.close(), receiver.close()]);
    postgres.remove();
    if (keepLogs) {
      rmSync(join(dir, "data"), { recursive: true, force: true });
      process.stderr.write(`faults: the processes' logs are kept in ${dir}\n`);
    } else rmSync(dir, { recursive: true, force: true });
  };

  try {
    const first = startApi(0);
    await healthy(first);
    const second = startApi(1);
    const workers = [startWorker(), startWorker()];
    await healthy(second);

    const config = loadConfig(env);
    const token = await issueAccessToken(config, await loadIdentitySecrets(config.DATA_DIR), TRADER, 4 * 3600);
    const apis = [first, second];

    const call: ScaledCluster["call"] = async (method, path, { body, node = 0, timeoutMs = 10_000, anonymous = false } = {}) => {
      const started = Date.now();
      let response = await send();
      // The rate limit counts every request of this one client: a 429 is waited out, not a fault under test.
      for (let retry = 0; response.status === 429 && retry < 3; retry++) {
        await sleep(Math.min(10, Number(response.headers.get("retry-after") ?? 1)) * 1000);
        response = await send();
      }
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // Not JSON: kept as text.
      }
      return { status: response.status, headers: response.headers, body: parsed, ms: Date.now() - started };

      function send() {
        return fetch(`${apis[node]!.url}${path}`, {
          method,
          headers: { ...(anonymous ? {} : { authorization: `Bearer ${token}` }), ...(body === undefined ? {} : { "content-type": "application/json" }) },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      }
    };

    const pollNow = async () => {
      await postgres.query("update source_states set next_poll_at = now() where source_id = $1", [SOURCE_ID]);
    };

    // The trader's first request creates the user; the operator then grants premium (the deliveries log needs it).
    const me = await call("GET", "/api/users/me");
    if (me.status !== 200) throw new Error(`GET /api/users/me answered ${me.status}: ${JSON.stringify(me.body)}`);
    await postgres.query("update users set plan = 'premium' where email = $1", [TRADER]);

    // Workers are up once the tick has given the source its row.
    await waitFor("the workers to poll the news source", async () => {
      const rows = await postgres.query<{ source_id: string }>("select source_id from source_states where source_id = $1", [SOURCE_ID]);
      return rows.length ? true : undefined;
    }, 90_000, 500);

    return {
      postgres,
      redis,
      feed,
      receiver,
      apis,
      workers,
      processes,
      token,
      call,
      pollNow,
      async publish(title) {
        const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "");
        const story = feed.add({ title, link: `https://wire.example/world/${slug}`, description: `${title}. Traders weigh the impact on shipping and prices.` });
        await pollNow();
        return story;
      },
      startWorker() {
        const worker = startWorker();
        workers.push(worker);
        return worker;
      },
      logs,
      fullLogs: () => processes.map((child) => readFileSync(child.logFile, "utf8")).join("\n"),
      stop,
    };
  } catch (error) {
    const message = `${error instanceof Error ? error.message : String(error)}\n${logs()}`;
    await stop({ keepLogs: true });
    throw new Error(message, { cause: error });
  }
}
