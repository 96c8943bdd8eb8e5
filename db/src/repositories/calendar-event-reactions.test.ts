import { describe, expect, it } from "vitest";
import { presentCalendarEvent } from "../presenters/present-calendar-event";
import { makeCalendarEventReaction, makeReleasedCalendarEvent } from "../testing/factories";
import { testEngines, useTestDatabase } from "../testing/test-databases";
import { findCalendarEventsWithReactions, releasesAwaitingReactions, withCalendarReactions } from "./calendar-event-reactions";

describe.each(testEngines)("calendar event reactions on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("keeps the first reaction of an event, symbol and horizon, and reads every event's with it in one go, fund by fund", async () => {
    const db = database().db;
    const cpi = await makeReleasedCalendarEvent(db, { series: "US|CPI y/y", scheduledAt: new Date("2026-10-13T12:30:00Z") });
    const claims = await makeReleasedCalendarEvent(db, { series: "US|Initial Jobless Claims", title: "Initial Jobless Claims", scheduledAt: new Date("2026-10-15T12:30:00Z"), actual: "231K", consensus: "220K" });
    await makeCalendarEventReaction(db, { eventId: cpi.id, symbol: "UUP", asset: "dollar", symbolReturn: 0.0011 });
    await makeCalendarEventReaction(db, { eventId: cpi.id, horizon: "30m", symbolReturn: 0.0062, sigma: 0.004, zScore: 1.55 });
    await makeCalendarEventReaction(db, { eventId: cpi.id, symbol: "TLT", asset: "treasuries", symbolReturn: -0.0031 });
    await makeCalendarEventReaction(db, { eventId: cpi.id, symbolReturn: 0.0042, sigma: 0.002, zScore: 2.1 });
    // Measured again (two runners at once): the first stays.
    await makeCalendarEventReaction(db, { eventId: cpi.id, symbolReturn: 0.09, zScore: 45 });

    const [withReactions, without] = await withCalendarReactions(db, [cpi, claims]);
    expect(withReactions!.reactions.map((reaction) => `${reaction.symbol} ${reaction.horizon}`)).toEqual(["SPY 5m", "SPY 30m", "TLT 5m", "UUP 5m"]);
    expect(without!.reactions).toEqual([]);
    expect(presentCalendarEvent(withReactions!).reactions).toEqual([
      { symbol: "SPY", horizon: "5m", return: 0.0042, benchmark: null, abnormal_return: null, z_score: 2.1, prices: "replay" },
      { symbol: "SPY", horizon: "30m", return: 0.0062, benchmark: null, abnormal_return: null, z_score: 1.55, prices: "replay" },
      { symbol: "TLT", horizon: "5m", return: -0.0031, benchmark: null, abnormal_return: null, z_score: null, prices: "replay" },
      { symbol: "UUP", horizon: "5m", return: 0.0011, benchmark: null, abnormal_return: null, z_score: null, prices: "replay" },
    ]);
    // An event read without its reactions (a release just stored) has none.
    expect(presentCalendarEvent(claims).reactions).toEqual([]);
    const pushed = await findCalendarEventsWithReactions(db, [claims.id, cpi.id]);
    expect(pushed.map((event) => [event.title, event.reactions.length])).toEqual([
      ["CPI y/y", 4],
      ["Initial Jobless Claims", 0],
    ]);
  });

  it("lists the released events whose reactions can still come: timed, or earnings before or after the bell, not yet complete", async () => {
    const db = database().db;
    const since = new Date("2026-11-09T05:00:00Z");
    const release = (series: string, overrides: Parameters<typeof makeReleasedCalendarEvent>[1] = {}) =>
      makeReleasedCalendarEvent(db, { series, title: series, scheduledAt: new Date("2026-11-10T13:30:00Z"), ...overrides });
    const cpi = await release("US|CPI");
    await makeCalendarEventReaction(db, { eventId: cpi.id, symbolReturn: 0.001 });
    await release("US|PPI", { actual: null });
    await release("CN|Trade Balance", { country: "CN", countryName: "China", allDay: true, scheduledAt: new Date("2026-11-10T05:00:00Z") });
    const adi = await release("ADI|Oct/2026", { kind: "earnings", ticker: "ADI", allDay: true, timing: "before_open", scheduledAt: new Date("2026-11-10T05:00:00Z"), actual: "$2.40", consensus: "$2.31" });
    await release("XYZ|Oct/2026", { kind: "earnings", ticker: "XYZ", allDay: true, timing: "not_supplied", scheduledAt: new Date("2026-11-10T05:00:00Z"), actual: "$0.40", consensus: "$0.31" });
    await release("US|Old", { scheduledAt: new Date("2026-11-06T13:30:00Z") });
    const complete = await release("US|GDP", { scheduledAt: new Date("2026-11-10T15:00:00Z") });
    for (const symbol of ["SPY", "TLT", "UUP"]) {
      for (const horizon of ["5m", "30m"] as const) await makeCalendarEventReaction(db, { eventId: complete.id, symbol, horizon, symbolReturn: 0.001 });
    }

    const awaiting = await releasesAwaitingReactions(db, { since, limit: 100 });
    expect(awaiting.map((event) => [event.id, event.title, event.measured])).toEqual([
      [adi.id, "ADI|Oct/2026", []],
      [cpi.id, "US|CPI", ["SPY|5m"]],
    ]);
    expect(awaiting[0]).toMatchObject({ kind: "earnings", source: "nasdaq", ticker: "ADI", timing: "before_open", allDay: true, actual: "$2.40", consensus: "$2.31" });
    expect(await releasesAwaitingReactions(db, { since, limit: 1 })).toHaveLength(1);
  });
});
