import { describe, expect, it } from "vitest";
import { calendarEventFixture, earningsFixture, releasedFixture } from "../../testing/calendar-fixture";
import { formatCountdown, nextHighEvent } from "./next-high-event";

const NOW = Date.parse("2026-11-27T13:00:00Z");

describe("the next high-importance event", () => {
  it("is the soonest high event still to come with a time of its own", () => {
    const past = calendarEventFixture({ scheduled_at: "2026-11-27T12:00:00Z" });
    const released = releasedFixture({ scheduled_at: "2026-11-27T13:00:00Z" });
    const mid = calendarEventFixture({ importance: "mid", scheduled_at: "2026-11-27T13:10:00Z" });
    const dayOnly = earningsFixture({ importance: "high", scheduled_at: "2026-11-28T05:00:00Z" });
    const fed = calendarEventFixture({ title: "Fed Interest Rate Decision", scheduled_at: "2026-11-27T19:00:00Z" });
    const cpi = calendarEventFixture({ scheduled_at: "2026-11-27T13:30:00Z" });
    expect(nextHighEvent([past, released, mid, dayOnly, fed, cpi], NOW)).toBe(cpi);
    expect(nextHighEvent([past, mid, dayOnly], NOW)).toBeNull();
  });
});

describe("formatCountdown", () => {
  it("counts to the second, with days beyond a day, never below zero", () => {
    expect(formatCountdown(9_000)).toBe("00:00:09");
    expect(formatCountdown((4 * 3600 + 5 * 60 + 9) * 1000 + 900)).toBe("04:05:09");
    expect(formatCountdown((26 * 3600 + 60) * 1000)).toBe("1d 02:01:00");
    expect(formatCountdown(-5_000)).toBe("00:00:00");
  });
});
