import { readFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import type { CalendarEvent } from "@tradewire/core";
import { findCalendarEvents, sourceStateOf } from "@tradewire/db";
import { createTestDatabase, testEngines, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { startFixtureServer, type FixtureServer } from "@tradewire/platform/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobContextForTest } from "../testing/job-context-for-test";
import { createNasdaqCalendarClient } from "./nasdaq-calendar-client";
import { pollCalendar } from "./poll-calendar.job";
import { pollCalendarDays } from "./poll-calendar";

const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url), "utf8");
const NO_EARNINGS = JSON.stringify({ data: { asOf: null, headers: null, rows: null }, message: null, status: { rCode: 200, bCodeMessage: null, developerMessage: null } });
const NO_EVENTS = fixture("nasdaq_economicevents_2026-11-14_empty.json");

/** A loopback Nasdaq whose answer for each day the test sets, as the day goes on. */
async function fakeNasdaq() {
  const days = new Map<string, string>();
  const send = (response: ServerResponse, body: string) => response.writeHead(200, { "content-type": "application/json; charset=utf-8" }).end(body);
  const server = await startFixtureServer({
    "/api/calendar/economicevents": (request, response) => send(response, days.get(new URL(request.url ?? "/", "http://x").searchParams.get("date") ?? "") ?? NO_EVENTS),
    "/api/calendar/earnings": (_request, response) => send(response, NO_EARNINGS),
  });
  return { server, days };
}

describe.each(testEngines)("poll-calendar on %s", (engine) => {
  let database: TestDatabase;
  let nasdaq: { server: FixtureServer; days: Map<string, string> };
  beforeAll(async () => {
    [database, nasdaq] = await Promise.all([createTestDatabase(engine), fakeNasdaq()]);
  });
  afterAll(async () => {
    await Promise.all([database?.drop(), nasdaq?.server.close()]);
  });

  it("pushes each actual once as it comes out, keeps a revised previous, and follows a postponed CPI to its new day", async () => {
    const { context, published } = await jobContextForTest(database);
    const reader = createNasdaqCalendarClient({ baseUrl: nasdaq.server.url });
    const poll = (days: string[], at: string) => pollCalendarDays({ db: database.db, reader, days, publish: context.publish, now: new Date(at) });
    const releases = () => published.filter((each) => each.event === "calendar.released").map((each) => each.payload as CalendarEvent);

    // 12 November, before 08:30: the day's events, none of the US ones out.
    nasdaq.days.set("2026-11-12", fixture("nasdaq_economicevents_2026-11-12_early.json"));
    await poll(["2026-11-12"], "2026-11-12T12:00:00Z");
    expect(releases()).toEqual([]);
    // After 08:30: CPI, claims and the rest are out, each pushed once with its surprise.
    nasdaq.days.set("2026-11-12", fixture("nasdaq_economicevents_2026-11-12_released.json"));
    await poll(["2026-11-12"], "2026-11-12T13:31:00Z");
    const us = releases().filter((event) => event.country === "US");
    expect(us.map((event) => `${event.title} ${event.actual} vs ${event.consensus}`)).toEqual(
      expect.arrayContaining(["CPI 3.1% vs 3.0%", "Initial Jobless Claims 231K vs 220K", "Crude Oil Inventories -2.100M vs -0.900M"]),
    );
    const claims = us.find((event) => event.title === "Initial Jobless Claims")!;
    // More claims than expected is bad news for the dollar.
    expect(claims).toMatchObject({ importance: "mid", outcome: "miss", released_at: "2026-11-12T13:31:00.000Z", scheduled_at: "2026-11-12T13:30:00.000Z" });
    // In the figures' own unit: thousands.
    expect(claims.surprise).toBeCloseTo(11);
    const count = releases().length;
    // The same answer again pushes nothing more; a later one revises last week's claims.
    await poll(["2026-11-12"], "2026-11-12T13:32:00Z");
    nasdaq.days.set("2026-11-12", fixture("nasdaq_economicevents_2026-11-12_revised.json"));
    await poll(["2026-11-12"], "2026-11-12T14:00:00Z");
    expect(releases()).toHaveLength(count);
    const stored = await findCalendarEvents(database.db, { from: new Date("2026-11-12T05:00:00Z"), to: new Date("2026-11-13T05:00:00Z") });
    expect(stored.find((row) => row.title === "Initial Jobless Claims")).toMatchObject({ previous: "223K", previousBeforeRevision: "221K", actual: "231K" });

    // October: CPI listed on the 14th, then gone from it and listed on the 23rd.
    nasdaq.days.set("2026-10-14", fixture("nasdaq_economicevents_2026-10-14_before.json"));
    await poll(["2026-10-14", "2026-10-23"], "2026-10-13T12:00:00Z");
    nasdaq.days.set("2026-10-14", fixture("nasdaq_economicevents_2026-10-14_after.json"));
    nasdaq.days.set("2026-10-23", fixture("nasdaq_economicevents_2026-10-23.json"));
    await poll(["2026-10-14", "2026-10-23"], "2026-10-15T12:00:00Z");
    const october = await findCalendarEvents(database.db, { from: new Date("2026-10-14T04:00:00Z"), to: new Date("2026-10-24T04:00:00Z") });
    const cpi = october.filter((row) => row.country === "US" && row.title === "CPI");
    expect(cpi.map((row) => [row.consensus, row.scheduledAt.toISOString(), row.postponedFrom?.toISOString()])).toEqual([
      ["0.3%", "2026-10-23T12:30:00.000Z", "2026-10-14T12:30:00.000Z"],
      ["3.0%", "2026-10-23T12:30:00.000Z", "2026-10-14T12:30:00.000Z"],
    ]);
  });

  it("records a failing source on the calendar's state and stores nothing of it", async () => {
    const { context, published } = await jobContextForTest(database, { CALENDAR_SOURCE: "nasdaq", CALENDAR_NASDAQ_URL: `${nasdaq.server.url}/down` });
    nasdaq.server.fallback = (_request, response) => response.writeHead(503, { "content-type": "text/html" }).end("<html>down</html>");
    await pollCalendar.handler({}, context, { attempt: 1, signal: new AbortController().signal });
    expect(await sourceStateOf(database.db, "calendar")).toMatchObject({ consecutiveFailures: 1, lastError: expect.stringMatching(/nasdaq|503/i) });
    expect(published).toEqual([]);
  });
});
