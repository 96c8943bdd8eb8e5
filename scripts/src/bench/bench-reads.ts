import { fork, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { issueAccessToken, loadIdentitySecrets } from "@tradewire/backend";
import { freePort } from "@tradewire/backend/testing/test-server";
import { loadConfig } from "@tradewire/core/schemas/config";
import { createTestDatabase, type Engine } from "@tradewire/db/testing/test-databases";
import { repoRoot } from "../app-version";
import { fmt, replayAppEnv } from "./measure";

const CONNECTIONS = 50;
/**
 * Seconds per measured run: short, so the whole benchmark stays a few minutes. App and bare server take
 * turns, twice each, and each keeps its better run: on a shared machine a neighbour's burst then costs
 * both sides alike rather than whichever ran during it. One unmeasured second warms each route.
 */
const SECONDS = 2;
const ROUNDS = 2;
const root = fileURLToPath(repoRoot);
const resultsFile = join(root, "bench/results.json");

interface Load {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}
interface ReadRow {
  engine: Engine;
  route: string;
  bytes: number;
  app: Load;
  bare: Load;
  ratio: number;
  /** The issue's goal for this row, as a share of the bare server's rate. */
  goal?: number;
}

interface Route {
  name: string;
  path: string;
  member: boolean;
  goal?: number;
}

async function load(url: string, headers: Record<string, string>, seconds = SECONDS): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  if (result.non2xx || result.errors || result.timeouts) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  return { requestsPerSecond: result.requests.average, p50Ms: result.latency.p50, p99Ms: result.latency.p99 };
}

/** The app as `npm start` runs it, in a process of its own, with the replay set seeded. */
async function startApp(engine: Engine) {
  const dataDir = mkdtempSync(join(tmpdir(), "tradewire-bench-reads-"));
  const database = engine === "postgres" ? await createTestDatabase("postgres") : undefined;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = { ...replayAppEnv(port, dataDir), ...(database ? { DATABASE_URL: database.url! } : {}) };
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/src/start.ts", "--no-frontend-build"], {
    cwd: root,
    env: { PATH: process.env.PATH, ...env },
    stdio: "ignore",
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`the app on ${engine} did not start with a seeded feed`);
      const page = await fetch(`${url}/articles/latest?limit=50`).then((response) => (response.ok ? response.json() : undefined), () => undefined);
      if ((page as { articles?: unknown[] } | undefined)?.articles?.length === 50) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const token = await issueAccessToken(loadConfig(env), await loadIdentitySecrets(dataDir), "trader@demo.local");
    await settled(url, token);
    await quiet(child.pid!);
    return { url, token, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Waits out the start-up work (reports for the seeded stories, the first market, world and oil builds):
 * measured while it runs, a read would time the jobs, not the read. Settled once the members' first page
 * has kept its ETag, answering in under 50 ms, for 3 s.
 */
async function settled(url: string, token: string) {
  const deadline = Date.now() + 180_000;
  let etag: string | null = null;
  let since = Date.now();
  while (Date.now() - since < 3_000) {
    if (Date.now() > deadline) throw new Error("the app kept working at its start-up for 3 minutes");
    const started = performance.now();
    const answer = await fetch(`${url}/api/articles?limit=50`, { headers: { authorization: `Bearer ${token}` } });
    await answer.arrayBuffer();
    if (answer.headers.get("etag") !== etag || performance.now() - started > 50) {
      etag = answer.headers.get("etag");
      since = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** CPU seconds a process has used (user + system), from /proc; undefined where there is no /proc. */
function cpuSecondsOf(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    // utime and stime, fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/**
 * Waits until the app uses under a tenth of a core for two seconds running: the report backfill of the
 * seeded stories and the first builds go on for a while after the feed is steady, and a route measured
 * meanwhile shares the process with them (the first route measured read a third lower before this).
 */
async function quiet(pid: number) {
  const deadline = Date.now() + 180_000;
  let quietSeconds = 0;
  while (quietSeconds < 2 && Date.now() < deadline) {
    const before = cpuSecondsOf(pid);
    if (before === undefined) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    quietSeconds = cpuSecondsOf(pid)! - before < 0.1 ? quietSeconds + 1 : 0;
  }
  if (quietSeconds < 2) throw new Error("the app kept working at its start-up for 3 minutes");
}

/** The baseline server in a process of its own, serving whatever bytes it is handed. */
async function startBare() {
  const child = fork(new URL("./bare-server.ts", import.meta.url), [], { execArgv: ["--import", "tsx"] });
  const next = <T>() => new Promise<T>((resolve) => child.once("message", (message) => resolve(message as T)));
  const { port } = await next<{ port: number }>();
  return {
    url: `http://127.0.0.1:${port}`,
    async serve(body: Buffer) {
      const served = next();
      child.send({ body: body.toString("base64") });
      await served;
    },
    stop: () => child.send({ close: true }),
  };
}

/** The routes of issue 15's table, and one of each kind its goals name (a filter set, a deeper page, a search). */
async function routesOf(url: string, token: string): Promise<Route[]> {
  const { articles, next_before: cursor } = (await (await fetch(`${url}/api/articles?limit=50`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    articles: { title: string; tags: string[]; tickers: { ticker: string }[] }[];
    next_before: string;
  };
  const ticker = articles.find((article) => article.tickers.length)!.tickers[0]!.ticker;
  const tag = articles.flatMap((article) => article.tags)[0]!;
  const word = articles[0]!.title.split(/\W+/).sort((a, b) => b.length - a.length)[0]!.toLowerCase();
  return [
    { name: "GET /api/articles?limit=50, member", path: "/api/articles?limit=50", member: true, goal: 0.5 },
    { name: "GET /api/articles?limit=5, member", path: "/api/articles?limit=5", member: true },
    { name: "first page, impact=high", path: "/api/articles?limit=50&impact=high", member: true, goal: 0.3 },
    { name: `first page, ticker=${ticker}`, path: `/api/articles?limit=50&ticker=${ticker}`, member: true, goal: 0.3 },
    { name: `first page, tag=${tag}`, path: `/api/articles?limit=50&tag=${tag}`, member: true, goal: 0.3 },
    { name: "second page (before cursor)", path: `/api/articles?limit=50&before=${encodeURIComponent(cursor)}`, member: true, goal: 0.1 },
    { name: `search q=${word}`, path: `/api/articles?limit=50&q=${word}`, member: true, goal: 0.1 },
    { name: "GET /api/users/me, member", path: "/api/users/me", member: true },
    { name: "GET /articles/latest, visitor", path: "/articles/latest", member: false },
    { name: "GET /report/world?range=1y (stored)", path: "/report/world?range=1y", member: false },
    { name: "GET /healthz", path: "/healthz", member: false },
  ];
}

async function benchEngine(engine: Engine): Promise<ReadRow[]> {
  const [app, bare] = await Promise.all([startApp(engine), startBare()]);
  const rows: ReadRow[] = [];
  try {
    for (const route of await routesOf(app.url, app.token)) {
      const headers: Record<string, string> = route.member ? { authorization: `Bearer ${app.token}` } : {};
      const answer = await fetch(`${app.url}${route.path}`, { headers: { ...headers, "accept-encoding": "identity" } });
      if (!answer.ok) throw new Error(`${route.path} answered ${answer.status} on ${engine}`);
      const body = Buffer.from(await answer.arrayBuffer());
      await bare.serve(body);
      await load(`${app.url}${route.path}`, headers, 1);
      const runs: { app: Load; bare: Load }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        runs.push({ app: await load(`${app.url}${route.path}`, headers), bare: await load(`${bare.url}${route.path}`, {}) });
      }
      const best = (side: "app" | "bare") => runs.map((run) => run[side]).reduce((a, b) => (b.requestsPerSecond > a.requestsPerSecond ? b : a));
      const [measured, baseline] = [best("app"), best("bare")];
      const row: ReadRow = {
        engine,
        route: route.name,
        bytes: body.length,
        app: measured,
        bare: baseline,
        ratio: measured.requestsPerSecond / baseline.requestsPerSecond,
        ...(route.goal ? { goal: route.goal } : {}),
      };
      rows.push(row);
      const goal = row.goal ? `  goal ${row.goal}x ${row.ratio >= row.goal ? "met" : "MISSED"}` : "";
      console.log(
        `${`${route.name} (${engine})`.padEnd(50)} ${fmt(measured.requestsPerSecond).padStart(7)} req/s p50 ${String(measured.p50Ms).padStart(3)} p99 ${String(measured.p99Ms).padStart(4)} ms` +
          `   bare ${fmt(baseline.requestsPerSecond).padStart(7)} req/s p99 ${String(baseline.p99Ms).padStart(3)} ms   ratio ${row.ratio.toFixed(2)}${goal}`,
      );
    }
  } finally {
    bare.stop();
    await app.stop();
  }
  return rows;
}

/**
 * B2, fast reads (issue 15): each hot read under autocannon (50 connections) against the app as `npm start`
 * runs it, beside a bare node `http` server answering the very same bytes, in the same run, on PGlite and
 * (with TEST_DATABASE_URL) PostgreSQL. Prints req/s, p50 / p99 and the ratio; writes bench/results.json.
 */
export async function benchReads() {
  const engines: Engine[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
  if (!process.env.TEST_DATABASE_URL) console.log("reads on postgres: skipped (set TEST_DATABASE_URL)");
  console.log(`B2 reads: ${CONNECTIONS} connections, best of ${ROUNDS} runs of ${SECONDS} s taken in turns, app and bare http in processes of their own`);
  const rows: ReadRow[] = [];
  for (const engine of engines) rows.push(...(await benchEngine(engine)));
  mkdirSync(join(root, "bench"), { recursive: true });
  let results: Record<string, unknown> = {};
  try {
    results = JSON.parse(readFileSync(resultsFile, "utf8")) as Record<string, unknown>;
  } catch {
    // No results yet: this run writes the first.
  }
  results.B2 = { measuredAt: new Date().toISOString(), node: process.version, connections: CONNECTIONS, seconds: SECONDS, rounds: ROUNDS, rows };
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`B2 written to ${resultsFile}`);
}
