import { describe, expect, it } from "vitest";
import { calendarEventFixture, earningsFixture, releasedFixture } from "../../testing/calendar-fixture";
import { dueText, eventSubject, eventTimeText, formatSurprise, outcomeHint, releaseHeadline } from "./format-calendar-event";

describe("a calendar event in words", () => {
  it("gives a timed event its time in the reader's zone, and a day-only one its place in the session", () => {
    const cpi = calendarEventFixture({ scheduled_at: "2026-11-27T13:30:00Z" });
    expect(eventTimeText(cpi, "America/New_York")).toBe("08:30");
    expect(eventTimeText(cpi, "Europe/London")).toBe("13:30");
    expect(eventTimeText(earningsFixture({ timing: "before_open" }), "Asia/Tokyo")).toBe("Before open");
    expect(eventTimeText(earningsFixture({ timing: "after_close" }), undefined)).toBe("After close");
    expect(eventTimeText(earningsFixture({ timing: "not_supplied" }), undefined)).toBe("All day");
    expect(eventTimeText(calendarEventFixture({ all_day: true, timing: null }), undefined)).toBe("All day");
  });

  it("names a macro release by its country and an earnings report by its company and ticker", () => {
    expect(eventSubject(calendarEventFixture())).toBe("US CPI y/y");
    expect(eventSubject(earningsFixture())).toBe("NVIDIA Corporation earnings (NVDA)");
  });

  it("reads a release against the consensus, else against the previous value", () => {
    expect(releaseHeadline(releasedFixture())).toBe("US CPI y/y 3.1% vs 3.0% expected");
    expect(releaseHeadline(releasedFixture({ consensus: null }))).toBe("US CPI y/y 3.1% (previous 3.2%)");
    expect(releaseHeadline(releasedFixture({ consensus: null, previous: null }))).toBe("US CPI y/y 3.1%");
    expect(releaseHeadline(earningsFixture({ actual: "$1.26" }))).toBe("NVIDIA Corporation earnings (NVDA) $1.26 vs $1.20 expected");
    expect(releaseHeadline(calendarEventFixture())).toBe("US CPI y/y");
  });

  it("signs the surprise without a float's tail", () => {
    expect(formatSurprise(3.1 - 3.0)).toBe("+0.1");
    expect(formatSurprise(-12)).toBe("−12");
    expect(formatSurprise(0)).toBe("0");
  });

  it("explains an outcome for whom it is good or bad news", () => {
    expect(outcomeHint(releasedFixture())).toBe("Beat the consensus: good news for the US currency (actual minus consensus +0.1)");
    expect(outcomeHint(earningsFixture({ actual: "$1.10", outcome: "miss", surprise: -0.1 }))).toBe(
      "Missed the consensus: bad news for the company (actual minus consensus −0.1)",
    );
    expect(outcomeHint(releasedFixture({ outcome: "inline", surprise: 0 }))).toBe("In line with the consensus (actual minus consensus 0)");
  });

  it("says when an event is due from the reader's day", () => {
    const now = Date.parse("2026-11-27T15:00:00Z");
    expect(dueText(calendarEventFixture({ scheduled_at: "2026-11-27T19:00:00Z" }), "America/New_York", now)).toBe("today at 14:00");
    expect(dueText(calendarEventFixture({ scheduled_at: "2026-11-28T13:30:00Z" }), "America/New_York", now)).toBe("tomorrow at 08:30");
    expect(dueText(calendarEventFixture({ scheduled_at: "2026-11-30T13:30:00Z" }), "America/New_York", now)).toBe("Mon 30 Nov at 08:30");
    expect(dueText(earningsFixture({ scheduled_at: "2026-11-30T05:00:00Z" }), "America/New_York", now)).toBe("Mon 30 Nov, after close");
  });
});
