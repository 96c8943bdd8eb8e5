import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { errorBodySchema } from "@tradewire/core";
import { setUserPlan } from "@tradewire/db";
import { testEngines, type Engine } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jsonAnswerOf, type Access } from "../http/define-route";
import { snapshotChanges, snapshotDatabase } from "../testing/database-snapshot";
import { invalidRequests, type Expectation, type GeneratedRequest, type RouteContract } from "../testing/invalid-requests";
import { createOwnRecords, everyRouteEnv, hintsFor, seedSharedRecords, type OwnRecords, type SharedRecords } from "../testing/route-fixtures";
import { sendRequest, type Answer } from "../testing/send-request";
import { signAccessToken } from "../testing/sign-access-token";
import { startTestServer, type TestServer } from "../testing/test-server";

/**
 * Invalid requests generated from every declared route's zod contracts (see testing/invalid-requests),
 * sent as visitors, members and admins. Every answer must come within ANSWER_MS, below 500, a 4xx
 * wherever the route's own schema refuses the input (exactly 413 for an oversized body, 415 for a body
 * that is not JSON, 401/403 where the caller may not call the route), with a `{ error, message }` body;
 * the server must stay up; and the requests a route refuses must leave every table as it was.
 *
 * The routes come from the server's own list, so a route added later is covered without editing this.
 * PostgreSQL runs the full count (what CI runs on); PGlite a fifth of it: it is single-connection and
 * runs the same code, and the run should leave room for the rest of the suite in CI's budget.
 * A failure prints the seed, the route, the caller and the request; BAD_INPUT_SEED=<n> reruns another.
 */

const SEED = Number(process.env.BAD_INPUT_SEED ?? 20_260_116);
const CASES: Record<Engine, number> = { postgres: 5_500, pglite: 1_100 };
/** No answer may take longer: a hang is a failure. */
const ANSWER_MS = 5_000;
/** Requests in flight at once: enough to keep the server busy, few enough that none waits long in line. */
const CONCURRENCY = 4;
const TELEGRAM_SECRET = "generated-bad-input-secret";

type Role = "visitor" | "member" | "admin";

/** Who calls a route: each kind of caller, those who pass the access check more often. */
const rolesFor: Record<Access, Role[]> = {
  public: ["visitor", "member", "admin"],
  optional: ["visitor", "member", "admin"],
  member: ["member", "member", "admin", "visitor"],
  admin: ["admin", "admin", "admin", "member", "visitor"],
};

/** The status the access check answers before the input is read, if it refuses the caller. */
function accessStatus(access: Access, role: Role): 401 | 403 | undefined {
  if ((access === "member" || access === "admin") && role === "visitor") return 401;
  if (access === "admin" && role === "member") return 403;
  return undefined;
}

/** A stable number per route, so each route has its own seed that does not move when routes are added. */
function hashOf(text: string): number {
  let hash = 2_166_136_261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return hash >>> 0;
}

interface Caller {
  role: Role;
  token?: string;
  own?: OwnRecords;
}

interface Outcome {
  route: string;
  answers: RouteContract["answers"];
  /** The route's own bound when it declares one (a backup), else ANSWER_MS. */
  withinMs: number;
  index: number;
  caller: Role;
  request: GeneratedRequest;
  required: Expectation | 401 | 403;
  answer: Answer;
}

/** What is wrong with an answer, or undefined when it is what the route's contract requires. */
function problemWith({ required, answer, answers, withinMs }: Outcome): string | undefined {
  if (answer.failure) return answer.failure;
  if (answer.ms > withinMs) return `answered after ${answer.ms} ms`;
  if (answer.status >= 500) return `answered ${answer.status}`;
  const limited = answer.status === 429;
  if (typeof required === "number" && answer.status !== required && !(limited && required !== 401 && required !== 403)) return `answered ${answer.status}, not ${required}`;
  if (required === "refused" && (answer.status < 400 || answer.status >= 500)) return `answered ${answer.status}: the route's schema refuses this input`;
  if (answer.status >= 400) {
    // A page for a person (an alert message's stop link) declares its refusals as text: the page is its body.
    const page = jsonAnswerOf(answers[answer.status]);
    if (page?.safeParse("").success && answer.body.length > 0) return undefined;
    let body: unknown;
    try {
      body = JSON.parse(answer.body.toString("utf8"));
    } catch {
      return `answered ${answer.status} with a body that is not JSON: ${answer.body.toString("utf8").slice(0, 120)}`;
    }
    // A route may declare its own body for a status (GET /api/report/:id's 404 is the spec's { success: false }).
    const declared = jsonAnswerOf(answers[answer.status]);
    if (declared && declared !== errorBodySchema && declared.safeParse(body).success) return undefined;
    const { error, message } = (body ?? {}) as { error?: unknown; message?: unknown };
    if (typeof error !== "string" || typeof message !== "string" || !message.trim()) return `answered ${answer.status} without { error, message }: ${JSON.stringify(body).slice(0, 120)}`;
  }
  return undefined;
}

const excerpt = (bytes: Buffer | undefined, length = 300) => {
  if (!bytes) return "";
  const text = bytes.toString("utf8");
  return text.length > length ? `${JSON.stringify(text.slice(0, length))}…(${bytes.length} bytes)` : JSON.stringify(text);
};

function report(outcome: Outcome, problem: string): string {
  const { route, index, caller, request, answer } = outcome;
  return [
    `${route} [case ${index}, seed ${SEED}] as ${caller}: ${problem}`,
    `  broke: ${request.label}`,
    `  sent: ${request.method} ${request.target.slice(0, 300)} ${JSON.stringify(request.headers)} ${excerpt(request.body)}`,
    `  got: ${answer.status} ${excerpt(answer.body, 200)}`,
  ].join("\n");
}

/** Runs `work` over `items`, `limit` at a time, keeping the order of the results. */
async function inPool<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

describe.each(testEngines)("generated bad input on %s", (engine) => {
  let app: TestServer;
  let shared: SharedRecords;
  const callers: Record<Role, Caller[]> = { visitor: [], member: [], admin: [] };
  /** Loopback addresses the requests come from, so per-address rate limits see many clients; one when only 127.0.0.1 binds. */
  let addresses: (string | undefined)[] = [undefined];

  beforeAll(async () => {
    app = await startTestServer(engine, {
      env: {
        ...everyRouteEnv(TELEGRAM_SECRET, "generated-bad-input-app-secret-0123456789"),
        ADMIN_EMAILS: "admin@demo.local,admin2@example.com",
      },
    });
    shared = await seedSharedRecords(app.database.db, app.config);
    // A pool of callers per role (rate limits count per user), free and premium members alike.
    const members = ["trader@demo.local", "trader2@example.com", "trader3@example.com", "trader4@example.com", "trader5@example.com", "trader6@example.com"];
    const admins = ["admin@demo.local", "admin2@example.com"];
    for (const [role, emails] of [["member", members], ["admin", admins]] as const) {
      for (const [index, email] of emails.entries()) {
        const demo = email.endsWith("@demo.local");
        const token = demo ? await app.tokenFor(email) : await signAccessToken(app, { sub: `pool-${email}`, email, name: email.split("@")[0]! });
        const own = await createOwnRecords(app.url, token, `${role}${index}`);
        if (role === "member" && index % 2 === 1) await setUserPlan(app.database.db, email, "premium");
        callers[role].push({ role, token, own });
      }
    }
    callers.visitor.push({ role: "visitor" });
    const probe = await sendRequest(app.url, { method: "GET", target: "/healthz" }, { localAddress: "127.0.0.2" });
    if (probe.status === 200) addresses = Array.from({ length: 200 }, (_, index) => `127.0.0.${index + 2}`);
    // Reads that queue a first build (the world report, oil prices) get it done before any snapshot is taken.
    for (const target of ["/report/world", "/api/middle-east/oil"]) {
      for (let attempt = 0; attempt < 40; attempt++) {
        if ((await sendRequest(app.url, { method: "GET", target })).status !== 503) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  /** A snapshot once two in a row agree: work the previous route's accepted requests started has landed. */
  async function settledSnapshot() {
    let last = await snapshotDatabase(app.database.db);
    for (let attempt = 0; attempt < 40; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      const next = await snapshotDatabase(app.database.db);
      if (!snapshotChanges(last, next).length) return next;
      last = next;
    }
    return last;
  }

  it(`answers ${CASES[engine]}+ generated bad requests over every route with a 4xx (never 5xx, never a hang) and leaves the database as it was`, async () => {
    const routes: readonly RouteContract[] = app.server.routes;
    const perRoute = Math.ceil(CASES[engine] / routes.length);
    const problems: string[] = [];
    const counts = { cases: 0, refused: 0, limited: 0, byStatus: new Map<number, number>(), byKind: new Map<string, number>() };
    let sentCount = 0;
    const started = performance.now();

    for (const route of routes) {
      const key = `${route.method.toUpperCase()} ${route.path}`;
      const seed = (SEED ^ hashOf(key)) >>> 0;
      const roles = rolesFor[route.access];
      // A role per case, in turn; on a rate-limited route the callers of a role take turns, so that the limit
      // is rarely what answers. Each case breaks a valid request that points at its caller's own records.
      const callerAt = (index: number) => {
        const pool = callers[roles[index % roles.length]!];
        return route.rateLimit ? pool[Math.floor(index / roles.length) % pool.length]! : pool[0]!;
      };
      const hintsByCaller = new Map([...Object.values(callers)].flat().map((caller) => [caller, hintsFor(route, shared, caller.own)]));
      const generated = invalidRequests(route, { count: perRoute, seed, hintsAt: (index) => hintsByCaller.get(callerAt(index))! });
      const cases = generated.map((request, index) => {
        const caller = callerAt(index);
        // Refused callers get 401 or 403 from the access check; a URL that does not reach the route may be
        // refused before it (400 for text that does not decode, 404 for a path that is no longer the route's).
        const refusedCaller = accessStatus(route.access, caller.role);
        const required = refusedCaller ? (request.reachesRoute ? refusedCaller : "refused") : request.expect;
        return { index, caller, request, required };
      });
      const send = async ({ index, caller, request, required }: (typeof cases)[number]): Promise<Outcome> => {
        const headers = { ...request.headers, "x-telegram-bot-api-secret-token": TELEGRAM_SECRET, ...(caller.token ? { authorization: `Bearer ${caller.token}` } : {}) };
        const localAddress = addresses[sentCount++ % addresses.length];
        const withinMs = route.answersWithinMs ?? ANSWER_MS;
        const answer = await sendRequest(app.url, { ...request, headers }, { timeoutMs: withinMs + 1_000, ...(localAddress ? { localAddress } : {}) });
        return { route: key, answers: route.answers, withinMs, index, caller: caller.role, request, required, answer };
      };
      const check = (outcome: Outcome) => {
        counts.cases++;
        counts.byStatus.set(outcome.answer.status, (counts.byStatus.get(outcome.answer.status) ?? 0) + 1);
        counts.byKind.set(outcome.request.kind, (counts.byKind.get(outcome.request.kind) ?? 0) + 1);
        if (outcome.answer.status === 429) counts.limited++;
        const problem = problemWith(outcome);
        if (problem) problems.push(report(outcome, problem));
      };

      // The requests that must be refused, between two snapshots of every table; then the rest.
      const mustRefuse = cases.filter(({ required }) => required !== "any");
      counts.refused += mustRefuse.length;
      const before = await settledSnapshot();
      (await inPool(mustRefuse, CONCURRENCY, send)).forEach(check);
      const changes = snapshotChanges(before, await snapshotDatabase(app.database.db));
      if (changes.length) problems.push(`${key}: ${mustRefuse.length} refused requests changed the database: ${changes.join("; ")}`);
      (await inPool(cases.filter(({ required }) => required === "any"), CONCURRENCY, send)).forEach(check);

      const health = await sendRequest(app.url, { method: "GET", target: "/healthz" }, { timeoutMs: ANSWER_MS });
      if (health.status !== 200) problems.push(`${key}: GET /healthz answered ${health.status || health.failure} after its cases`);
    }

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const statuses = [...counts.byStatus].sort(([a], [b]) => a - b).map(([status, count]) => `${status}: ${count}`).join(", ");
    const kinds = [...counts.byKind].sort(([, a], [, b]) => b - a).map(([kind, count]) => `${kind}: ${count}`).join(", ");
    console.log(
      `generated bad input on ${engine}: ${counts.cases} cases over ${routes.length} routes (seed ${SEED}) in ${seconds} s; ` +
        `${counts.refused} required a 4xx; ${counts.limited} met a rate limit; statuses ${statuses}; kinds ${kinds}; ${problems.length} problems`,
    );
    if (problems.length) {
      const file = join(tmpdir(), `generated-bad-input-${engine}-${SEED}.txt`);
      writeFileSync(file, problems.join("\n\n"));
      console.log(`every problem: ${file}`);
    }
    expect(counts.cases).toBeGreaterThanOrEqual(CASES[engine]);
    // A case a rate limit stopped never reached validation: a few are tolerated (a 429 is a fine 4xx), more
    // would mean the run tests the limiter instead of the routes.
    expect(counts.limited, "cases that met a rate limit instead of the route").toBeLessThanOrEqual(counts.cases / 100);
    expect(problems.slice(0, 60), `${problems.length} problems (first 60 shown)`).toEqual([]);
  }, 600_000);
});
