import { createHash, randomBytes } from "node:crypto";
import { setUserPlan } from "@tradewire/db";
import { makeFeedArticle, makePredictionMarket } from "@tradewire/db/testing/factories";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Access } from "../http/define-route";
import { validRequest, type RouteContract } from "../testing/invalid-requests";
import { createOwnRecords, everyRouteEnv, hintsFor, seedSharedRecords, type OwnRecords, type SharedRecords } from "../testing/route-fixtures";
import { sendRequest, type Answer } from "../testing/send-request";
import { signAccessToken } from "../testing/sign-access-token";
import { startTestServer, type TestServer } from "../testing/test-server";
import { fieldsOf } from "../testing/zod-samples";

/**
 * The authorization matrix, generated from the server's declared routes: every route x every kind of
 * caller -> the status its `access` (and, for premium features, the caller's plan) designs, each sent as
 * a valid request made from the route's own schemas, so that the status is about access and not about
 * validation. Then one trader's records against another: every route that takes an id is classified
 * (the table below); for each id that names a user's own record, the other trader gets 404 (or the
 * status the API designs), never the owner's data, and the owner's records are unchanged.
 *
 * A route added later is in the matrix without editing this file. If it takes an id, the test fails
 * until the id is classified in OWNERSHIP: a new id-taking route forces a decision about whose it is.
 */

const TELEGRAM_SECRET = "authorization-matrix-secret";

type Role = "visitor" | "free trader" | "premium trader" | "another trader" | "admin";
const ROLES: Role[] = ["visitor", "free trader", "premium trader", "another trader", "admin"];

/**
 * Member routes a free plan may not use (403 "needs a premium plan"; spec sections 2 and 7: editing and
 * running alerts, their delivery log and Market Trends; and asking the desk, the AI chat's premium answer). The
 * watchlist is the member's own hearts, answered on every plan. Admins count as premium. The full valid PUT of an
 * alert edits its conditions; pausing and deleting one's own alert are open to every plan.
 */
const PREMIUM_ONLY = new Set([
  "PUT /api/alert/alert",
  "POST /api/alert/alert/:id/run",
  "GET /api/alert/alert/:id/deliveries",
  "GET /api/dashboard/movers",
  "POST /api/desk/ask",
]);

/**
 * What the issue names as admin-only on the server: the editor (a story's tickers, markets and impact, and
 * the market search it uses), report creation, source health and the subscription-intent list. The matrix
 * follows each route's declared access; this pins these declarations, so relaxing one fails here.
 */
const ADMIN_ONLY = [
  "POST /api/articles/:id/tickers",
  "GET /api/articles/:id/markets",
  "PUT /api/articles/:id/markets",
  "GET /api/prediction-markets/search",
  "PUT /api/articles/:id/impact",
  "POST /api/report/:id",
  "GET /api/sources",
  "GET /api/users/subscribe",
];

type Designed = "allowed" | 401 | 403;

function designedStatus(route: RouteContract, role: Role): Designed {
  const access: Access = route.access;
  if (access === "public" || access === "optional") return "allowed";
  if (role === "visitor") return 401;
  if (access === "admin") return role === "admin" ? "allowed" : 403;
  if (role === "free trader" && PREMIUM_ONLY.has(keyOf(route))) return 403;
  return "allowed";
}

const keyOf = (route: Pick<RouteContract, "method" | "path">) => `${route.method.toUpperCase()} ${route.path}`;

/** Whose record an id names: a user's own (another user gets `refused`), or something every caller may name. */
type Ownership =
  | { owner: "user"; resource: "channel" | "alert"; refused: 400 | 404 }
  | { owner: "shared"; resource: "article" | "market" | "symbol" | "view key" | "sign-in attempt" | "telegram update" | "user"; why: string };

const story = { owner: "shared", resource: "article", why: "stories are everyone's; editing them is admin-only (the matrix)" } as const;
const market = { owner: "shared", resource: "market", why: "markets are everyone's; a watchlist entry made is the caller's own" } as const;
const channel404 = { owner: "user", resource: "channel", refused: 404 } as const;
/** Naming another user's channel on an alert answers the spec's 400 'Selected channel not found'. */
const channel400 = { owner: "user", resource: "channel", refused: 400 } as const;
const alert404 = { owner: "user", resource: "alert", refused: 404 } as const;
const signIn = { owner: "shared", resource: "sign-in attempt", why: "bound to the browser's interaction cookie, not to a user" } as const;

/** Every id a route takes (path parameters, and *_id / ids fields), classified. Unlisted ones fail the test. */
const OWNERSHIP: Record<string, Record<string, Ownership>> = {
  "PUT /api/alert/channel": { "body.channel_id": channel404 },
  "DELETE /api/alert/channel": { "body.channel_id": channel404 },
  "POST /api/alert/channel/:id/test": { "params.id": channel404 },
  "POST /api/alert/alert": { "body.channel_id": channel400, "body.market_id": market },
  "PUT /api/alert/alert": { "body.alert_id": alert404, "body.channel_id": channel400, "body.market_id": market },
  "DELETE /api/alert/alert": { "body.alert_id": alert404 },
  "POST /api/alert/alert/:id/run": { "params.id": alert404 },
  "GET /api/alert/alert/:id/deliveries": { "params.id": alert404 },
  "POST /api/prediction-markets/:id/watchlist": { "params.id": market },
  "GET /api/prediction/markets": { "query.ids": market },
  "GET /api/report/:id": { "params.id": story },
  "POST /api/report/:id": { "params.id": story },
  "GET /api/articles/:id/tickers": { "params.id": story },
  "POST /api/articles/:id/tickers": { "params.id": story },
  "GET /api/articles/:id/markets": { "params.id": story },
  "GET /api/articles/:id/market-moves": { "params.id": story },
  "GET /api/moves": { "query.market_id": market },
  "PUT /api/admin/users/:id/plan": { "params.id": { owner: "shared", resource: "user", why: "an admin's route: any user, named by an admin (the matrix checks the admin rights)" } },
  "GET /api/articles/:id/similar": { "params.id": story },
  "GET /api/articles/:id/calendar-events": { "params.id": story },
  "PUT /api/articles/:id/markets": { "params.id": story, "body.market_ids": market },
  "PUT /api/articles/:id/impact": { "params.id": story },
  "GET /api/prices/:symbol": { "params.symbol": { owner: "shared", resource: "symbol", why: "cached prices are everyone's" } },
  // The list changed is always the caller's own (/users/me): the symbol names a listing, which is everyone's.
  "PUT /api/users/me/tickers/:symbol": { "params.symbol": { owner: "shared", resource: "symbol", why: "a listing; the list is the caller's own" } },
  "DELETE /api/users/me/tickers/:symbol": { "params.symbol": { owner: "shared", resource: "symbol", why: "a listing; the list is the caller's own" } },
  // A key (1 to 9) of the caller's own views: the token says whose, so no one else's view can be named.
  "PUT /api/users/me/views/:slot": { "params.slot": { owner: "shared", resource: "view key", why: "a key of the caller's own views" } },
  "DELETE /api/users/me/views/:slot": { "params.slot": { owner: "shared", resource: "view key", why: "a key of the caller's own views" } },
  "POST /api/telegram/webhook": { "body.update_id": { owner: "shared", resource: "telegram update", why: "Telegram's own counter, on the webhook only Telegram's secret header opens" } },
  "GET /oidc/interaction/:uid": { "params.uid": signIn },
  "GET /oidc/interaction/:uid/details": { "params.uid": signIn },
  "POST /oidc/interaction/:uid/login": { "params.uid": signIn },
};

/** The ids a route takes: every path parameter, and query or body fields named id, ids, *_id or *_ids. */
function idFieldsOf(route: RouteContract): string[] {
  const named = (part: "query" | "body") => Object.keys(fieldsOf(route[part]) ?? {}).filter((key) => /(^|_)ids?$/.test(key)).map((key) => `${part}.${key}`);
  return [...Object.keys(fieldsOf(route.params) ?? {}).map((key) => `params.${key}`), ...named("query"), ...named("body")];
}

/** GETs first, DELETEs last: a caller's own records stay until every route that names them has run. */
const methodOrder: Record<RouteContract["method"], number> = { get: 0, post: 1, put: 2, delete: 3 };

interface Caller {
  role: Role;
  token?: string;
  own?: OwnRecords;
}

describe.each(testEngines)("the authorization matrix on %s", (engine) => {
  let app: TestServer;
  let shared: SharedRecords;
  const callers = new Map<Role, Caller>();

  /** A sign-in attempt of the built-in provider, as a browser starts one: its uid and the cookies that go with it. */
  async function startSignIn(): Promise<{ uid: string; cookie: string }> {
    const verifier = randomBytes(32).toString("base64url");
    const query = new URLSearchParams({
      client_id: app.config.OIDC_CLIENT_ID,
      redirect_uri: `${app.url}/auth/callback`,
      response_type: "code",
      scope: "openid profile email offline_access",
      state: "matrix",
      code_challenge: createHash("sha256").update(verifier).digest("base64url"),
      code_challenge_method: "S256",
    });
    const response = await fetch(`${app.url}/oidc/auth?${query}`, { redirect: "manual" });
    const location = response.headers.get("location") ?? "";
    const uid = /\/oidc\/interaction\/([\w-]+)$/.exec(location)?.[1];
    if (!uid) throw new Error(`no sign-in attempt started: ${response.status} ${location}`);
    const cookie = response.headers.getSetCookie().map((line) => line.split(";")[0]).join("; ");
    return { uid, cookie };
  }

  /** Sends the route's valid request (hints override the caller's own records) as the caller. */
  async function call(route: RouteContract, caller: Caller, overrides: Record<string, unknown> = {}): Promise<Answer> {
    const headers: Record<string, string> = { "x-telegram-bot-api-secret-token": TELEGRAM_SECRET };
    const hints = { ...hintsFor(route, shared, caller.own), ...overrides };
    if ("uid" in (fieldsOf(route.params) ?? {})) {
      const attempt = await startSignIn();
      Object.assign(hints, { uid: attempt.uid });
      headers.cookie = attempt.cookie;
    }
    // Every optional field filled in: the fullest valid request (an editor's ticker list names a ticker).
    const request = validRequest(route, hints, "full");
    if (caller.token) headers.authorization = `Bearer ${caller.token}`;
    return sendRequest(app.url, { ...request, headers: { ...request.headers, ...headers } }, { timeoutMs: 15_000 });
  }

  const sent = (route: RouteContract, answer: Answer) => `${keyOf(route)} -> ${answer.status || answer.failure} ${answer.body.toString("utf8").slice(0, 200)}`;

  beforeAll(async () => {
    app = await startTestServer(engine, {
      env: {
        ...everyRouteEnv(TELEGRAM_SECRET, "authorization-matrix-app-secret-0123456789"),
      },
    });
    shared = await seedSharedRecords(app.database.db, app.config);
    const tokens: Record<Exclude<Role, "visitor">, string> = {
      "free trader": await app.tokenFor("trader@demo.local"),
      "premium trader": await signAccessToken(app, { sub: "matrix-trader-a", email: "trader-a@example.com", name: "Trader A" }),
      "another trader": await signAccessToken(app, { sub: "matrix-trader-b", email: "trader-b@example.com", name: "Trader B" }),
      admin: await app.tokenFor("admin@demo.local"),
    };
    callers.set("visitor", { role: "visitor" });
    for (const [role, token] of Object.entries(tokens) as [Exclude<Role, "visitor">, string][]) {
      callers.set(role, { role, token, own: await createOwnRecords(app.url, token, role.replace(/\W/g, "-")) });
    }
    // The other trader is premium too, so that what refuses them is ownership, not the plan.
    await setUserPlan(app.database.db, "trader-a@example.com", "premium");
    await setUserPlan(app.database.db, "trader-b@example.com", "premium");
    // Reads that queue a first build (the world report, oil prices) answer 503 until it is done.
    for (const target of ["/report/world", "/api/middle-east/oil"]) {
      for (let attempt = 0; attempt < 40 && (await sendRequest(app.url, { method: "GET", target })).status === 503; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
  }, 120_000);
  afterAll(async () => {
    await app?.close();
  });

  it("answers every route x caller with the status its access designs, for a valid request", async () => {
    const routes = [...app.server.routes].sort((a, b) => methodOrder[a.method] - methodOrder[b.method]);
    const wrong: string[] = [];
    let covered = 0;
    for (const route of routes) {
      for (const role of ROLES) {
        const designed = designedStatus(route, role);
        const answer = await call(route, callers.get(role)!);
        covered++;
        const status = answer.status;
        // "Not built yet, retry" is not about access (only if the warm-up above ran out of time).
        const retryLater = status === 503 && answer.headers["retry-after"] !== undefined;
        if (designed !== "allowed") {
          if (status !== designed) wrong.push(`${role}: ${sent(route, answer)} (designed ${designed})`);
        } else if (!status || (status >= 500 && !retryLater) || status === 401 || status === 403) {
          wrong.push(`${role}: ${sent(route, answer)} (designed: allowed)`);
        } else if (status === 400) {
          wrong.push(`${role}: ${sent(route, answer)} (a valid request answered 400: the generator or the test data is wrong)`);
        }
      }
    }
    console.log(`routes x roles covered: ${covered} (${routes.length} routes x ${ROLES.length} roles) on ${engine}`);
    expect(wrong).toEqual([]);
    expect(covered).toBe(routes.length * ROLES.length);
  }, 180_000);

  it("declares the editor, report creation, source health and intent lists admin-only, and premium features member routes", () => {
    const accessOf = (key: string) => app.server.routes.find((route) => keyOf(route) === key)?.access ?? "missing";
    expect(Object.fromEntries(ADMIN_ONLY.map((key) => [key, accessOf(key)]))).toEqual(Object.fromEntries(ADMIN_ONLY.map((key) => [key, "admin"])));
    expect(Object.fromEntries([...PREMIUM_ONLY].map((key) => [key, accessOf(key)]))).toEqual(Object.fromEntries([...PREMIUM_ONLY].map((key) => [key, "member"])));
  });

  it("classifies every id a route takes as a user's own or shared (a new id-taking route must be classified here)", () => {
    const unclassified = app.server.routes.flatMap((route) => idFieldsOf(route).filter((field) => !OWNERSHIP[keyOf(route)]?.[field]).map((field) => `${keyOf(route)}: ${field}`));
    expect(unclassified, "ids whose owner this test does not know: add them to OWNERSHIP").toEqual([]);
    const stale = Object.entries(OWNERSHIP).flatMap(([key, fields]) => {
      const route = app.server.routes.find((candidate) => keyOf(candidate) === key);
      return route ? Object.keys(fields).filter((field) => !idFieldsOf(route).includes(field)).map((field) => `${key}: ${field}`) : [`${key}: no such route`];
    });
    expect(stale, "OWNERSHIP names ids the routes no longer take").toEqual([]);
  });

  it("keeps one trader's channels, alerts, deliveries, watchlist and intents from another", async () => {
    const owner = callers.get("premium trader")!;
    const other = callers.get("another trader")!;
    const byKey = new Map(app.server.routes.map((route) => [keyOf(route), route]));
    const route = (key: string) => byKey.get(key) ?? expect.fail(`no route ${key}`);
    const as = (caller: Caller, key: string, overrides: Record<string, unknown> = {}) => call(route(key), caller, overrides);
    const json = (answer: Answer) => JSON.parse(answer.body.toString("utf8") || "null") as unknown;

    // The owner's records, made now (the matrix has deleted the ones it used): a channel, an alert on it,
    // a delivery of that alert (a fresh story it matches, run now), a market on the watchlist, an intent.
    const mine = await createOwnRecords(app.url, owner.token!, "Owner-only");
    const ownerWithRecords: Caller = { ...owner, own: mine };
    await makeFeedArticle(app.database.db, { title: "Fresh: tariffs raised on steel", tags: ["tariffs"], datePublished: new Date() });
    expect((await as(ownerWithRecords, "POST /api/alert/alert/:id/run")).status).toBe(200);
    const watched = await makePredictionMarket(app.database.db, { question: "Watched by one trader only?", slug: "watched-by-one" });
    expect(json(await as(ownerWithRecords, "POST /api/prediction-markets/:id/watchlist", { id: watched.id }))).toEqual({ watchlisted: true });
    expect((await as(ownerWithRecords, "POST /api/users/subscribe")).status).toBe(200);

    const ownerView = async () => ({
      channels: json(await as(ownerWithRecords, "GET /api/alert/channel")),
      alerts: json(await as(ownerWithRecords, "GET /api/alert/alert")),
      deliveries: json(await as(ownerWithRecords, "GET /api/alert/alert/:id/deliveries")),
      watchlist: json(await as(ownerWithRecords, "GET /api/dashboard/watchlist")),
      me: json(await as(ownerWithRecords, "GET /api/users/me")),
    });
    // Run now queues the delivery and answers; the worker sends it a moment later. The records are compared once
    // it has settled, so that only the other trader's attempts could change them.
    const deliveryStatuses = async () => (json(await as(ownerWithRecords, "GET /api/alert/alert/:id/deliveries")) as { status: string }[]).map((delivery) => delivery.status);
    await expect.poll(async () => (await deliveryStatuses()).some((status) => status === "queued" || status === "sending"), { timeout: 20_000 }).toBe(false);
    const before = await ownerView();
    expect(before.deliveries, "the owner's alert delivered the fresh story").toHaveLength(1);
    expect(before.watchlist).toContainEqual(expect.objectContaining({ id: String(watched.id), watchlisted: true }));

    // The other trader, with fresh records of their own (the matrix deleted theirs), names each of the
    // owner's ids in every route that takes one; the rest of each request is valid and their own.
    const otherWithRecords: Caller = { ...other, own: await createOwnRecords(app.url, other.token!, "Other-trader") };
    const ownerIds = { channel: mine.channelId, alert: mine.alertId };
    const wrong: string[] = [];
    const markers = ["Owner-only", "owner-only@example.com", "trader-a@example.com"];
    let attempts = 0;
    for (const [key, fields] of Object.entries(OWNERSHIP)) {
      for (const [field, ownership] of Object.entries(fields)) {
        if (ownership.owner !== "user") continue;
        const name = field.split(".")[1]!;
        const answer = await as(otherWithRecords, key, { [name]: ownerIds[ownership.resource] });
        attempts++;
        if (answer.status !== ownership.refused) wrong.push(`${key} with the owner's ${field}: ${answer.status} ${answer.body.toString("utf8").slice(0, 200)} (designed ${ownership.refused})`);
        if (markers.some((marker) => answer.body.toString("utf8").includes(marker))) wrong.push(`${key} with the owner's ${field} showed the owner's data`);
      }
    }
    expect(attempts).toBeGreaterThan(0);

    // No list the other trader can read shows the owner's records.
    for (const listRoute of app.server.routes.filter((candidate) => candidate.method === "get" && candidate.access !== "admin" && !candidate.params)) {
      const answer = await call(listRoute, otherWithRecords);
      const text = answer.body.toString("utf8");
      if (markers.some((marker) => text.includes(marker))) wrong.push(`${keyOf(listRoute)} showed the other trader the owner's data`);
    }
    const theirWatchlist = json(await as(otherWithRecords, "GET /api/dashboard/watchlist")) as { id: string }[];
    if (theirWatchlist.some((entry) => entry.id === String(watched.id))) wrong.push("GET /api/dashboard/watchlist showed the owner's watched market");
    const events = json(await as(otherWithRecords, "GET /api/prediction/events")) as { id: string; watchlisted?: boolean }[];
    if (events.find((entry) => entry.id === String(watched.id))?.watchlisted) wrong.push("GET /api/prediction/events marked the owner's market watchlisted for the other trader");
    expect((await as(otherWithRecords, "GET /api/users/subscribe")).status, "subscription intents are admins' only").toBe(403);

    expect(wrong).toEqual([]);
    expect(await ownerView(), "the owner's records after the other trader's attempts").toEqual(before);
  }, 120_000);
});
