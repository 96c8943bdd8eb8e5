import { readFileSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { startFixtureServer, type FixtureRoute, type FixtureServer } from "@tradewire/platform/testing";
import { SourceError } from "../sources/source-error";
import { createNasdaqCalendarClient } from "./nasdaq-calendar-client";
import { sourceErrorOf } from "../testing/source-error-of";

const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url), "utf8");
const ECONOMIC = "/api/calendar/economicevents";
const EARNINGS = "/api/calendar/earnings";

/** What Nasdaq answers for a day it has nothing for, each calendar its own way. */
const NOTHING = {
  [ECONOMIC]: fixture("nasdaq_economicevents_2026-11-14_empty.json"),
  [EARNINGS]: JSON.stringify({ data: { asOf: null, headers: null, rows: null }, message: null, status: { rCode: 200, bCodeMessage: null, developerMessage: null } }),
};
const DAYS: Record<string, Record<string, string>> = {
  [ECONOMIC]: { "2026-11-12": "nasdaq_economicevents_2026-11-12_released.json", "2026-10-23": "nasdaq_economicevents_2026-10-23.json" },
  [EARNINGS]: { "2026-11-18": "nasdaq_earnings_2026-11-18_reported.json", "2026-12-01": "nasdaq_earnings_2026-12-01.json" },
};

const send = (response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
  response.writeHead(status, { "content-type": "application/json; charset=utf-8", ...headers }).end(body);
};
const dateOf = (request: IncomingMessage) => new URL(request.url ?? "/", "http://x").searchParams.get("date") ?? "";

/** Nasdaq's two calendars, each day's fixture or its empty answer, after `delayMs`; `special` answers some days otherwise. */
function calendars({ delayMs = 0, special = {} }: { delayMs?: number; special?: Record<string, FixtureRoute> } = {}) {
  let inFlight = 0;
  const stats = { maxInFlight: 0 };
  const route =
    (path: typeof ECONOMIC | typeof EARNINGS): FixtureRoute =>
    (request, response) => {
      const date = dateOf(request);
      const own = special[`${path}?${date}`];
      if (own) return own(request, response);
      inFlight += 1;
      stats.maxInFlight = Math.max(stats.maxInFlight, inFlight);
      setTimeout(() => {
        inFlight -= 1;
        const name = DAYS[path]?.[date];
        send(response, 200, name ? fixture(name) : NOTHING[path]);
      }, delayMs);
    };
  return { routes: { [ECONOMIC]: route(ECONOMIC), [EARNINGS]: route(EARNINGS) }, stats };
}

let server: FixtureServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("createNasdaqCalendarClient against a loopback server in Nasdaq's formats", () => {
  it("reads both calendars of every day asked for: each day's releases, then its earnings", async () => {
    server = await startFixtureServer(calendars().routes);
    const snapshots = await createNasdaqCalendarClient({ baseUrl: server.url }).fetchDays(["2026-11-12", "2026-11-18"]);
    const kinds = snapshots.map((snapshot) => `${snapshot.kind} ${snapshot.scheduledAt.toISOString().slice(0, 10)}`);
    expect([...new Set(kinds)]).toEqual(["macro 2026-11-12", "earnings 2026-11-18"]);
    expect(snapshots).toHaveLength(18 + 8);
    expect(snapshots.find((snapshot) => snapshot.series === "US|Initial Jobless Claims")).toMatchObject({ actual: "231K", consensus: "220K", source: "nasdaq" });
    expect(snapshots.find((snapshot) => snapshot.ticker === "NVDA")).toMatchObject({ actual: "$1.70", timing: "after_close", importance: "high" });
  });

  it("asks as a browser on Nasdaq's site does, one day per request", async () => {
    server = await startFixtureServer(calendars().routes);
    await createNasdaqCalendarClient({ baseUrl: `${server.url}/` }).fetchDays(["2026-12-01"]);
    expect(server.requests.map((request) => request.path).sort()).toEqual([EARNINGS, ECONOMIC]);
    const { headers } = server.requests[0]!;
    expect(headers["user-agent"]).toMatch(/^Mozilla\/5\.0 .+ Chrome\//);
    expect(headers.accept).toMatch(/application\/json/);
    expect(headers.origin).toBe("https://www.nasdaq.com");
    expect(headers.referer).toBe("https://www.nasdaq.com/");
  });

  it("keeps at most `concurrency` requests in flight", async () => {
    const days = ["2026-10-19", "2026-10-20", "2026-10-21", "2026-10-22", "2026-10-23"];
    const twoAtOnce = calendars({ delayMs: 25 });
    server = await startFixtureServer(twoAtOnce.routes);
    const snapshots = await createNasdaqCalendarClient({ baseUrl: server.url }).fetchDays(days);
    expect(twoAtOnce.stats.maxInFlight).toBe(2);
    expect(server.requests).toHaveLength(10);
    expect(snapshots.map((snapshot) => snapshot.series)).toContain("US|CPI");
    await server.close();

    const four = calendars({ delayMs: 25 });
    server = await startFixtureServer(four.routes);
    await createNasdaqCalendarClient({ baseUrl: server.url, concurrency: 4 }).fetchDays(days);
    expect(four.stats.maxInFlight).toBe(4);
  });

  it("reads days with nothing scheduled as empty", async () => {
    server = await startFixtureServer(calendars().routes);
    expect(await createNasdaqCalendarClient({ baseUrl: server.url }).fetchDays(["2026-11-14", "2026-11-15"])).toEqual([]);
  });

  it("turns a 429 into a rate-limit error carrying Retry-After, and starts no more requests", async () => {
    const throttled: FixtureRoute = (_request, response) => send(response, 429, '{"message":"Too Many Requests"}', { "retry-after": "30" });
    server = await startFixtureServer(calendars({ delayMs: 10, special: { [`${EARNINGS}?2026-11-16`]: throttled } }).routes);
    const days = ["2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-20"];
    const error = await sourceErrorOf(createNasdaqCalendarClient({ baseUrl: server.url }).fetchDays(days));
    expect(error).toMatchObject({ kind: "http", status: 429, retryAfterSeconds: 30 });
    expect(error.message).toBe("nasdaq-earnings: HTTP 429");
    expect(server.requests.length).toBeLessThan(4);
  });

  it("turns an answer that is not JSON (a bot wall's HTML page) into a parse error naming the calendar", async () => {
    const wall: FixtureRoute = (_request, response) =>
      response.writeHead(200, { "content-type": "text/html" }).end("<html><head><title>Access Denied</title></head><body>Reference #18.5e3</body></html>");
    server = await startFixtureServer(calendars({ special: { [`${ECONOMIC}?2026-11-12`]: wall } }).routes);
    const error = await sourceErrorOf(createNasdaqCalendarClient({ baseUrl: server.url }).fetchDays(["2026-11-12"]));
    expect(error.kind).toBe("parse");
    expect(error.message).toBe("nasdaq-economic: the answer is not JSON");
  });

  it("turns JSON of another shape into a parse error, and a silent server into a timeout", async () => {
    const odd: FixtureRoute = (_request, response) => send(response, 200, '{"data":{"rows":"none"}}');
    const silent: FixtureRoute = () => {
      // Accepts the connection and never answers.
    };
    server = await startFixtureServer(calendars({ special: { [`${EARNINGS}?2026-11-12`]: odd, [`${ECONOMIC}?2026-11-13`]: silent } }).routes);
    const client = createNasdaqCalendarClient({ baseUrl: server.url, timeoutMs: 200 });
    expect((await sourceErrorOf(client.fetchDays(["2026-11-12"]))).message).toMatch(/^nasdaq-earnings: unexpected answer/);
    expect((await sourceErrorOf(client.fetchDays(["2026-11-13"]))).kind).toBe("timeout");
  });

  it("refuses a day that is not a calendar day before asking anything", async () => {
    server = await startFixtureServer(calendars().routes);
    await expect(createNasdaqCalendarClient({ baseUrl: server.url }).fetchDays(["2026-11-12", "2026-02-30", "12/11/2026"])).rejects.toThrow(RangeError);
    expect(server.requests).toHaveLength(0);
  });
});
