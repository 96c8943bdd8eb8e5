import { describe, expect, it } from "vitest";
import { calendarEventFixture, earningsFixture } from "../../testing/calendar-fixture";
import { dayKeyOf, dayLabel, eventDayKey, groupByDay, nextDayKey } from "./calendar-days";

const NOW = Date.parse("2026-11-27T15:00:00Z"); // Friday 27 November, 10:00 in New York

describe("the calendar's days", () => {
  it("names the day a moment falls on in the reader's zone", () => {
    expect(dayKeyOf("2026-11-27T03:00:00Z", "America/New_York")).toBe("2026-11-26");
    expect(dayKeyOf("2026-11-27T03:00:00Z", "Asia/Tokyo")).toBe("2026-11-27");
    expect(nextDayKey("2026-11-30")).toBe("2026-12-01");
  });

  it("puts a timed event on the reader's day, and a day-only event on its New York day in every zone", () => {
    const lateInNewYork = calendarEventFixture({ scheduled_at: "2026-11-28T01:00:00Z" }); // 20:00 on the 27th in New York
    expect(eventDayKey(lateInNewYork, "America/New_York")).toBe("2026-11-27");
    expect(eventDayKey(lateInNewYork, "Europe/Paris")).toBe("2026-11-28");
    const dayOnly = earningsFixture({ scheduled_at: "2026-11-27T05:00:00Z" }); // midnight of the 27th in New York
    expect(eventDayKey(dayOnly, "America/Los_Angeles")).toBe("2026-11-27");
    expect(eventDayKey(dayOnly, "Asia/Tokyo")).toBe("2026-11-27");
  });

  it("heads today and tomorrow by name", () => {
    expect(dayLabel("2026-11-27", "2026-11-27")).toBe("Today · Fri 27 Nov");
    expect(dayLabel("2026-11-28", "2026-11-27")).toBe("Tomorrow · Sat 28 Nov");
    expect(dayLabel("2026-11-30", "2026-11-27")).toBe("Mon 30 Nov");
  });

  it("groups by day, earliest first; in a day before-the-open and day-only events first, timed ones by time, after-the-close last", () => {
    const cpi = calendarEventFixture({ title: "CPI y/y", scheduled_at: "2026-11-27T13:30:00Z" });
    const claims = calendarEventFixture({ title: "Initial Jobless Claims", scheduled_at: "2026-11-27T13:30:00Z" });
    const fed = calendarEventFixture({ title: "Fed Interest Rate Decision", scheduled_at: "2026-11-27T19:00:00Z" });
    const nvda = earningsFixture({ timing: "after_close" });
    const wmt = earningsFixture({ title: "Walmart Inc. earnings", ticker: "WMT", timing: "before_open" });
    const opec = calendarEventFixture({ title: "OPEC+ meeting", all_day: true, timing: null, scheduled_at: "2026-11-27T05:00:00Z" });
    const gdp = calendarEventFixture({ title: "GDP q/q", scheduled_at: "2026-11-30T13:30:00Z" });

    const days = groupByDay([gdp, nvda, fed, claims, cpi, wmt, opec], "America/New_York", NOW);

    expect(days.map((day) => [day.label, day.today])).toEqual([
      ["Today · Fri 27 Nov", true],
      ["Mon 30 Nov", false],
    ]);
    expect(days[0]!.events.map((event) => event.title)).toEqual([
      "Walmart Inc. earnings",
      "OPEC+ meeting",
      "CPI y/y",
      "Initial Jobless Claims",
      "Fed Interest Rate Decision",
      "NVIDIA Corporation earnings",
    ]);
  });

  it("moves a late event to the next day for a reader east of New York", () => {
    const late = calendarEventFixture({ scheduled_at: "2026-11-27T23:30:00Z" });
    const fridayNoonInLondon = Date.parse("2026-11-27T12:00:00Z");
    expect(groupByDay([late], "America/New_York", fridayNoonInLondon).map((day) => day.label)).toEqual(["Today · Fri 27 Nov"]);
    expect(groupByDay([late], "Asia/Tokyo", fridayNoonInLondon).map((day) => day.label)).toEqual(["Tomorrow · Sat 28 Nov"]);
  });
});
