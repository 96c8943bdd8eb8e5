import { describe, expect, it } from "vitest";
import { reconcileCalendar } from "@tradewire/core/domain/calendar/reconcile-calendar";
import { makeCalendarSnapshot } from "@tradewire/core/testing/calendar-fixture";
import type { CalendarSnapshot } from "@tradewire/core";
import { presentCalendarEvent } from "../presenters/present-calendar-event";
import { testEngines, useTestDatabase } from "../testing/test-databases";
import type { Database } from "../client";
import { applyCalendarReconciliation, calendarEventsAround, findCalendarEvents } from "./calendar-events";

const from = new Date("2026-11-09T05:00:00Z");
const to = new Date("2026-11-21T05:00:00Z");
const days = ["2026-11-12", "2026-11-13", "2026-11-19"];

/** One poll as poll-calendar runs it: what is stored around the days, reconciled with the fetch, applied. */
async function poll(db: Database, fetched: CalendarSnapshot[], now = new Date("2026-11-12T13:31:00Z")) {
  const stored = await calendarEventsAround(db, { from, to, windowDays: 31 });
  return applyCalendarReconciliation(db, reconcileCalendar(stored, fetched, days), now);
}

describe.each(testEngines)("calendar events on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("stores a week's events, releases an actual once, keeps a revised previous and a postponement", async () => {
    const db = database().db;
    const claims = makeCalendarSnapshot({ series: "US|Initial Jobless Claims", title: "Initial Jobless Claims", importance: "mid", scheduledAt: new Date("2026-11-13T13:30:00Z"), consensus: "220K", previous: "216K" });
    const earnings = makeCalendarSnapshot({ kind: "earnings", series: "NVDA|Oct/2026", title: "NVIDIA Corporation earnings", ticker: "NVDA", company: "NVIDIA Corporation", scheduledAt: new Date("2026-11-19T05:00:00Z"), allDay: true, timing: "after_close", period: "Oct/2026", consensus: "$1.26", previous: "$0.81" });
    expect(await poll(db, [makeCalendarSnapshot(), claims, earnings])).toEqual([]);
    expect((await findCalendarEvents(db, { from, to })).map((row) => row.title)).toEqual(["CPI y/y", "Initial Jobless Claims", "NVIDIA Corporation earnings"]);

    // The CPI's actual arrives, with the previous month revised: released once, as the push and the API tell it.
    const released = await poll(db, [makeCalendarSnapshot({ actual: "3.1%", previous: "2.9%" }), claims, earnings]);
    expect(released.map(presentCalendarEvent)).toMatchObject([
      { title: "CPI y/y", actual: "3.1%", consensus: "3.0%", previous: "2.9%", previous_before_revision: "3.0%", released_at: "2026-11-12T13:31:00.000Z", outcome: "beat" },
    ]);
    expect(await poll(db, [makeCalendarSnapshot({ actual: "3.1%", previous: "2.9%" }), claims, earnings])).toEqual([]);

    // Claims are postponed a week: the 13th no longer lists them, the 19th does; one event, moved.
    const postponed = { ...claims, scheduledAt: new Date("2026-11-19T13:30:00Z") };
    await poll(db, [makeCalendarSnapshot({ actual: "3.1%", previous: "2.9%" }), postponed, earnings]);
    const claimsNow = (await findCalendarEvents(db, { from, to })).filter((row) => row.series === "US|Initial Jobless Claims");
    expect(claimsNow.map((row) => [row.scheduledAt.toISOString(), row.postponedFrom?.toISOString()])).toEqual([["2026-11-19T13:30:00.000Z", "2026-11-13T13:30:00.000Z"]]);
  });

  it("gives a visitor's importance filter and the range's bounds", async () => {
    const db = database().db;
    // A December day of its own: the tests share one database.
    const day = ["2026-12-10"];
    const december = (overrides: Partial<CalendarSnapshot>) => makeCalendarSnapshot({ scheduledAt: new Date("2026-12-10T13:30:00Z"), ...overrides });
    const fetched = [december({}), december({ series: "JP|Tokyo CPI", title: "Tokyo CPI", country: "JP", countryName: "Japan", importance: "mid", scheduledAt: new Date("2026-12-10T23:30:00Z") })];
    await applyCalendarReconciliation(db, reconcileCalendar([], fetched, day));
    const range = { from: new Date("2026-12-10T05:00:00Z"), to: new Date("2026-12-11T05:00:00Z") };
    const titles = async (query: Parameters<typeof findCalendarEvents>[1]) => (await findCalendarEvents(db, query)).map((row) => row.title);
    expect(await titles(range)).toEqual(["CPI y/y", "Tokyo CPI"]);
    expect(await titles({ ...range, importance: "high" })).toEqual(["CPI y/y"]);
    // From inclusive, to exclusive.
    expect(await titles({ from: new Date("2026-12-10T13:30:01Z"), to: new Date("2026-12-10T23:30:00Z") })).toEqual([]);
    expect(await titles({ from: new Date("2026-12-10T13:30:00Z"), to: new Date("2026-12-10T23:30:01Z") })).toEqual(["CPI y/y", "Tokyo CPI"]);
  });
});
