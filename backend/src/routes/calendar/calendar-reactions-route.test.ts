import { makeCalendarEventReaction, makeReleasedCalendarEvent } from "@tradewire/db/testing/factories";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { newYorkDay, newYorkWallClock } from "@tradewire/core/domain/trading-calendar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server";

describe.each(testEngines)("a released event's reactions in GET /api/calendar on %s", (engine) => {
  let app: TestServer;
  let trader: string;
  const today = newYorkDay(Date.now());
  const at = (hour: number, minute = 0) => new Date(newYorkWallClock(today, hour * 60 + minute));

  beforeAll(async () => {
    app = await startTestServer(engine);
    trader = await app.tokenFor("trader@demo.local");
    const db = app.database.db;
    // US CPI at 08:30 with its funds' 5 minutes measured, SPY's half hour too; claims released, not measured yet.
    const cpi = await makeReleasedCalendarEvent(db, { scheduledAt: at(8, 30) });
    await makeReleasedCalendarEvent(db, { series: "US|Initial Jobless Claims", title: "Initial Jobless Claims", importance: "mid", scheduledAt: at(8, 30), actual: "231K", consensus: "220K" });
    await makeCalendarEventReaction(db, { eventId: cpi.id, symbolReturn: 0.0042, sigma: 0.002, zScore: 2.1 });
    await makeCalendarEventReaction(db, { eventId: cpi.id, horizon: "30m", symbolReturn: 0.0061, sigma: 0.005, zScore: 1.22 });
    await makeCalendarEventReaction(db, { eventId: cpi.id, symbol: "TLT", asset: "treasuries", symbolReturn: -0.0031, sigma: 0.0015, zScore: -2.07 });
    await makeCalendarEventReaction(db, { eventId: cpi.id, symbol: "UUP", asset: "dollar", symbolReturn: 0.0012, sigma: 0.0008, zScore: 1.5 });
  });
  afterAll(async () => {
    await app?.close();
  });

  const calendar = async (token?: string) => {
    const response = await fetch(`${app.url}/api/calendar`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect(response.status).toBe(200);
    return (await response.json()) as { events: { title: string; reactions: unknown[] }[] };
  };

  it("answers each event with what it moved so far: fund by fund, 5 minutes before 30, and nothing for one not measured yet", async () => {
    const { events } = await calendar(trader);
    expect(events.map((event) => [event.title, event.reactions.length])).toEqual([
      ["CPI y/y", 4],
      ["Initial Jobless Claims", 0],
    ]);
    expect(events[0]!.reactions).toEqual([
      { symbol: "SPY", horizon: "5m", return: 0.0042, benchmark: null, abnormal_return: null, z_score: 2.1, prices: "replay" },
      { symbol: "SPY", horizon: "30m", return: 0.0061, benchmark: null, abnormal_return: null, z_score: 1.22, prices: "replay" },
      { symbol: "TLT", horizon: "5m", return: -0.0031, benchmark: null, abnormal_return: null, z_score: -2.07, prices: "replay" },
      { symbol: "UUP", horizon: "5m", return: 0.0012, benchmark: null, abnormal_return: null, z_score: 1.5, prices: "replay" },
    ]);
  });

  it("gives a visitor the reactions of today's high events too", async () => {
    const { events } = await calendar();
    expect(events.map((event) => [event.title, event.reactions.length])).toEqual([["CPI y/y", 4]]);
  });
});
