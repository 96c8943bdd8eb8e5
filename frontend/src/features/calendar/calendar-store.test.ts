import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { publishCalendarReleased } from "../../realtime/calendar-released";
import { publishCalendarUpdated } from "../../realtime/calendar-updated";
import { jsonResponse } from "../../testing/api-answers";
import { calendarAnswer, calendarEventFixture, earningsFixture } from "../../testing/calendar-fixture";
import { useCalendarStore } from "./calendar-store";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useCalendarStore.getState().reset();
});

describe("the calendar store", () => {
  it("loads the week from /api/calendar, parsed with the core schema", async () => {
    const cpi = calendarEventFixture();
    fetchMock.mockResolvedValue(jsonResponse(calendarAnswer([cpi], true)));
    await useCalendarStore.getState().load();
    expect(String(fetchMock.mock.calls[0]![0])).toBe("/api/calendar");
    expect(useCalendarStore.getState()).toMatchObject({ status: "loaded", events: [cpi], redacted: true, error: null });
  });

  it("says so when the answer is not a calendar", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ events: "none" }));
    await useCalendarStore.getState().load();
    expect(useCalendarStore.getState()).toMatchObject({ status: "error", error: "Could not load the calendar.", events: [] });
  });

  it("puts a pushed release in place of its event, and an unknown one in its place by time, once followed", async () => {
    const cpi = calendarEventFixture({ scheduled_at: "2026-11-27T13:30:00Z" });
    const fed = calendarEventFixture({ title: "Fed Interest Rate Decision", scheduled_at: "2026-11-27T19:00:00Z" });
    fetchMock.mockResolvedValue(jsonResponse(calendarAnswer([cpi, fed])));
    await useCalendarStore.getState().load();

    publishCalendarReleased({ ...cpi, actual: "3.1%", outcome: "beat" });
    expect(useCalendarStore.getState().events[0]!.actual).toBeNull();

    const unfollow = useCalendarStore.getState().follow();
    publishCalendarReleased({ ...cpi, actual: "3.1%", outcome: "beat" });
    const claims = calendarEventFixture({ title: "Initial Jobless Claims", scheduled_at: "2026-11-27T15:00:00Z", actual: "216K" });
    publishCalendarReleased(claims);
    unfollow();

    const { events, justReleased } = useCalendarStore.getState();
    expect(events.map((event) => [event.title, event.actual])).toEqual([
      ["CPI y/y", "3.1%"],
      ["Initial Jobless Claims", "216K"],
      ["Fed Interest Rate Decision", null],
    ]);
    expect(justReleased).toEqual([claims.id]);
  });

  it("puts a pushed update (the release's reactions measured) in place of its event, without lighting its actual again", async () => {
    const cpi = calendarEventFixture({ actual: "3.1%", outcome: "beat" });
    const fed = calendarEventFixture({ title: "Fed Interest Rate Decision", scheduled_at: "2026-11-27T19:00:00Z" });
    fetchMock.mockResolvedValue(jsonResponse(calendarAnswer([cpi, fed])));
    await useCalendarStore.getState().load();
    const unfollow = useCalendarStore.getState().follow();
    publishCalendarReleased(fed);
    const reaction = { symbol: "SPY", horizon: "5m", return: 0.0042, benchmark: null, abnormal_return: null, z_score: 2.1, prices: "replay" } as const;
    publishCalendarUpdated({ ...cpi, reactions: [reaction] });
    unfollow();
    publishCalendarUpdated({ ...cpi, reactions: [] });

    const { events, justReleased } = useCalendarStore.getState();
    expect(events.map((event) => [event.title, event.reactions])).toEqual([
      ["CPI y/y", [reaction]],
      ["Fed Interest Rate Decision", []],
    ]);
    expect(justReleased).toEqual([fed.id]);
  });

  it("narrows and widens its filters as the feed's do", async () => {
    fetchMock.mockResolvedValue(jsonResponse(calendarAnswer([calendarEventFixture({ country: "US" }), earningsFixture({ country: "JP" }), calendarEventFixture({ country: "EU" })])));
    await useCalendarStore.getState().load();
    const store = useCalendarStore.getState();
    store.toggleImportance("high");
    store.toggleCountry("US");
    store.toggleCountry("JP");
    store.toggleMyTickers();
    expect(useCalendarStore.getState().filters).toEqual({ importances: ["high"], countries: ["US", "JP"], myTickers: true });
    store.toggleCountry("EU");
    store.toggleImportance("high");
    expect(useCalendarStore.getState().filters).toEqual({ importances: "all", countries: "all", myTickers: true });
  });
});
