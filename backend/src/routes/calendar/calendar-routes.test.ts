import { applyCalendarReconciliation } from "@tradewire/db";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { reconcileCalendar } from "@tradewire/core/domain/calendar/reconcile-calendar";
import { newYorkDay, newYorkWallClock, shiftDay } from "@tradewire/core/domain/trading-calendar";
import { makeCalendarSnapshot } from "@tradewire/core/testing/calendar-fixture";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server";

describe.each(testEngines)("the calendar route on %s", (engine) => {
  let app: TestServer;
  let trader: string;
  const today = newYorkDay(Date.now());
  const at = (day: string, hour: number, minute = 0) => new Date(newYorkWallClock(day, hour * 60 + minute));

  beforeAll(async () => {
    app = await startTestServer(engine);
    trader = await app.tokenFor("trader@demo.local");
    const events = [
      makeCalendarSnapshot({ scheduledAt: at(today, 8, 30), actual: "3.1%" }),
      makeCalendarSnapshot({ series: "US|Initial Jobless Claims", title: "Initial Jobless Claims", importance: "mid", scheduledAt: at(today, 8, 30) }),
      makeCalendarSnapshot({ series: "US|Fed Interest Rate Decision", title: "Fed Interest Rate Decision", scheduledAt: at(shiftDay(today, 2), 14), consensus: "3.75%", previous: "4.00%" }),
      makeCalendarSnapshot({ series: "EU|ECB Interest Rate Decision", title: "ECB Interest Rate Decision", country: "EU", countryName: "Euro Zone", scheduledAt: at(shiftDay(today, 20), 8, 15) }),
    ];
    const days = [...new Set(events.map((event) => newYorkDay(event.scheduledAt.getTime())))];
    await applyCalendarReconciliation(app.database.db, reconcileCalendar([], events, days));
  });
  afterAll(async () => {
    await app?.close();
  });

  const get = (path: string, token?: string) => fetch(`${app.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it("gives a member today and the week ahead, soonest first, with the surprise worked out", async () => {
    const response = await get("/api/calendar", trader);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.redacted).toBe(false);
    expect(body.from).toBe(at(today, 0).toISOString());
    expect(body.to).toBe(at(shiftDay(today, 8), 0).toISOString());
    expect(body.events.map((event: { title: string }) => event.title)).toEqual(["CPI y/y", "Initial Jobless Claims", "Fed Interest Rate Decision"]);
    expect(body.events[0]).toMatchObject({ country: "US", importance: "high", actual: "3.1%", consensus: "3.0%", outcome: "beat", all_day: false });
    expect(body.events[0].surprise).toBeCloseTo(0.1);
  });

  it("gives a member the days asked, and refuses a range backwards or longer than 15 days", async () => {
    const far = shiftDay(today, 20);
    const ranged = await (await get(`/api/calendar?from=${far}&to=${far}`, trader)).json();
    expect(ranged.events.map((event: { title: string }) => event.title)).toEqual(["ECB Interest Rate Decision"]);
    const backwards = await get(`/api/calendar?from=${far}&to=${today}`, trader);
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(await backwards.json())).toContain("from must not be after to");
    const tooLong = await get(`/api/calendar?from=${today}&to=${shiftDay(today, 15)}`, trader);
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(await tooLong.json())).toContain("at most 15 days");
    expect((await get("/api/calendar?from=27-11-2026", trader)).status).toBe(400);
  });

  it("gives a visitor today's high-importance events only, whatever range is asked", async () => {
    const body = await (await get(`/api/calendar?from=${today}&to=${shiftDay(today, 3)}`)).json();
    expect(body.redacted).toBe(true);
    expect(body.events.map((event: { title: string }) => event.title)).toEqual(["CPI y/y"]);
  });
});
