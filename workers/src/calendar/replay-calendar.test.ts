import { describe, expect, it } from "vitest";
import { createReplayCalendar } from "./replay-calendar";

const LATER = new Date("2100-01-01T00:00:00Z");
const replayAt = (iso: string | Date) => createReplayCalendar({ now: () => new Date(iso) });
const actualOf = async (calendar: ReturnType<typeof createReplayCalendar>, day: string, key: string, occurrence = 0) =>
  (await calendar.fetchDays([day])).filter((snapshot) => snapshot.series === key || snapshot.ticker === key)[occurrence]?.actual;

describe("createReplayCalendar", () => {
  it("bundles a week of the releases and reports a desk plans around", async () => {
    const week = await replayAt(LATER).fetchDays(["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04"]);
    const series = new Set(week.map((snapshot) => snapshot.series));
    for (const wanted of ["US|CPI", "US|Nonfarm Payrolls", "US|Initial Jobless Claims", "US|Fed Interest Rate Decision", "EU|Deposit Facility Rate", "GB|BoE Interest Rate Decision", "JP|BoJ Interest Rate Decision", "CN|CPI", "WLD|OPEC+ Meeting"]) {
      expect(series).toContain(wanted);
    }
    const earnings = week.filter((snapshot) => snapshot.kind === "earnings");
    expect(earnings.filter((snapshot) => snapshot.importance !== "low").length).toBeGreaterThanOrEqual(15);
    expect(week.every((snapshot) => snapshot.source === "replay")).toBe(true);
    expect(week.filter((snapshot) => snapshot.importance === "high").map((snapshot) => snapshot.title)).toEqual(
      expect.arrayContaining(["OPEC+ Meeting", "ISM Manufacturing PMI", "Fed Interest Rate Decision", "ECB Interest Rate Decision", "CPI", "Nonfarm Payrolls", "Broadcom Inc. earnings", "Salesforce, Inc. earnings"]),
    );
  });

  it("moves the reference week's day of the same weekday onto the day asked for, at the same New York times", async () => {
    const calendar = replayAt(LATER);
    const reference = await calendar.fetchDays(["2026-12-02"]);
    // A Wednesday in July 2027: New York is on daylight time, so 14:00 there is 18:00 UTC, not 19:00.
    const summer = await calendar.fetchDays(["2027-07-14"]);
    expect(summer.map((snapshot) => snapshot.series)).toEqual(reference.map((snapshot) => snapshot.series));
    expect(summer.find((snapshot) => snapshot.series === "US|Fed Interest Rate Decision")?.scheduledAt.toISOString()).toBe("2027-07-14T18:00:00.000Z");
    expect(reference.find((snapshot) => snapshot.series === "US|Fed Interest Rate Decision")?.scheduledAt.toISOString()).toBe("2026-12-02T19:00:00.000Z");
    expect(summer.find((snapshot) => snapshot.ticker === "CRM")).toMatchObject({ scheduledAt: new Date("2027-07-14T04:00:00.000Z"), allDay: true, timing: "after_close", actual: "$3.11" });
  });

  it("has nothing on weekends", async () => {
    expect(await replayAt(LATER).fetchDays(["2026-12-12", "2026-12-13"])).toEqual([]);
  });

  it("hides each actual until its moved time has passed, then shows it", async () => {
    const thursday = "2026-12-10";
    // 06:59:59 in New York (EST): the BoE decides at 07:00, Dollar General reports before the open, from 07:00 here.
    const dawn = replayAt("2026-12-10T11:59:59Z");
    expect(await actualOf(dawn, thursday, "GB|BoE Interest Rate Decision")).toBeNull();
    expect(await actualOf(dawn, thursday, "DG")).toBeNull();
    const seven = replayAt("2026-12-10T12:00:00Z");
    expect(await actualOf(seven, thursday, "GB|BoE Interest Rate Decision")).toBe("3.50%");
    expect(await actualOf(seven, thursday, "DG")).toBe("$1.08");
    // 08:29:59: the ECB has decided, Dollar General has reported, US CPI is a second away.
    const beforeCpi = replayAt("2026-12-10T13:29:59Z");
    expect(await actualOf(beforeCpi, thursday, "EU|Deposit Facility Rate")).toBe("1.75%");
    expect(await actualOf(beforeCpi, thursday, "DG")).toBe("$1.08");
    expect(await actualOf(beforeCpi, thursday, "US|CPI", 1)).toBeNull();
    expect(await actualOf(beforeCpi, thursday, "US|Initial Jobless Claims")).toBeNull();
    // 08:30:00: CPI and claims are out; Broadcom reports after the close.
    const cpi = replayAt("2026-12-10T13:30:00Z");
    expect(await actualOf(cpi, thursday, "US|CPI", 1)).toBe("3.1%");
    expect(await actualOf(cpi, thursday, "US|Initial Jobless Claims")).toBe("231K");
    expect(await actualOf(cpi, thursday, "AVGO")).toBeNull();
    expect(await actualOf(replayAt("2026-12-10T21:05:00Z"), thursday, "AVGO")).toBe("$1.96");
  });

  it("reads the clock at every fetch, so one calendar releases actuals as the day goes on", async () => {
    let now = new Date("2026-12-11T13:29:00Z");
    const calendar = createReplayCalendar({ now: () => now });
    const before = await calendar.fetchDays(["2026-12-11"]);
    expect(before.find((snapshot) => snapshot.series === "US|Nonfarm Payrolls")).toMatchObject({ actual: null, consensus: "50K", previous: "119K" });
    now = new Date("2026-12-11T13:31:00Z");
    const after = await calendar.fetchDays(["2026-12-11"]);
    expect(after.find((snapshot) => snapshot.series === "US|Nonfarm Payrolls")?.actual).toBe("64K");
    // Everything else about the day is the same on both fetches: only actuals appear.
    expect(after.map(({ actual: _actual, ...rest }) => rest)).toEqual(before.map(({ actual: _actual, ...rest }) => rest));
    expect(await calendar.fetchDays(["2026-12-11"])).toEqual(after);
  });

  it("shows no actual of a day that has not begun", async () => {
    const ahead = await replayAt("2026-12-07T12:00:00Z").fetchDays(["2026-12-08", "2026-12-09"]);
    expect(ahead.length).toBeGreaterThan(0);
    expect(ahead.every((snapshot) => snapshot.actual === null)).toBe(true);
  });
});
