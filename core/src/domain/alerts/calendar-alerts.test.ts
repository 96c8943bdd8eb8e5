import { describe, expect, it } from "vitest";
import { alertRuleFixture } from "../../testing/alert-rule-fixture";
import { alertCreateBodySchema, alertUpdateBodySchema } from "../../schemas/alerts";
import { AlertIndex } from "./alert-index";
import { alertConditions, alertDescription } from "./describe-alert";
import { describeCalendarRelease, describeCalendarReminder } from "./describe-calendar-event";
import { matchAlert, type AlertItem, type AlertRule } from "./match-alert";

const OWNER = 7;
const calendarRule = (overrides: Partial<AlertRule> = {}): AlertRule => alertRuleFixture({ id: 1, userId: OWNER, kind: "calendar", ...overrides });
type CalendarItem = Extract<AlertItem, { kind: "calendar" }>;
const cpi = (overrides: Partial<CalendarItem> = {}): CalendarItem => ({
  kind: "calendar",
  id: "1",
  tags: [],
  importance: "high",
  country: "US",
  ticker: null,
  holders: new Set(),
  allDay: false,
  startsInMs: null,
  ...overrides,
});
const nvdaEarnings = (holders: number[]) => cpi({ id: "2", importance: "mid", ticker: "NVDA", holders: new Set(holders) });
const MINUTE = 60_000;

describe("calendar alerts", () => {
  it("hear every release without conditions, and only calendar events", () => {
    expect(matchAlert(calendarRule(), cpi())).toEqual(["every calendar event"]);
    expect(matchAlert(calendarRule(), { kind: "article", id: "a", tags: [], tickers: ["NVDA"], impact: "high" })).toBeNull();
    expect(matchAlert(alertRuleFixture({ id: 2 }), cpi())).toBeNull();
  });

  it("need at least their importance, on the stories' scale", () => {
    expect(matchAlert(calendarRule({ minImpact: "high" }), cpi())).toEqual(["importance high"]);
    expect(matchAlert(calendarRule({ minImpact: "high" }), cpi({ importance: "mid" }))).toBeNull();
    expect(matchAlert(calendarRule({ minImpact: "mid" }), cpi({ importance: "mid" }))).toEqual(["importance mid"]);
  });

  it("hear only their countries when they name some", () => {
    expect(matchAlert(calendarRule({ countries: ["EU", "US"] }), cpi())).toEqual(["country US"]);
    expect(matchAlert(calendarRule({ countries: ["JP", "GB"] }), cpi())).toBeNull();
  });

  it("with my tickers hear only the earnings of a ticker their owner holds", () => {
    const mine = calendarRule({ myTickers: true });
    expect(matchAlert(mine, nvdaEarnings([OWNER, 9]))).toEqual(["NVDA is on your tickers"]);
    expect(matchAlert(mine, nvdaEarnings([9]))).toBeNull();
    expect(matchAlert(mine, cpi())).toBeNull();
  });

  it("remind only when asked, within their minutes and before the event begins, never for a day-only event", () => {
    const reminding = calendarRule({ remindMinutes: 15, countries: ["US"] });
    expect(matchAlert(reminding, cpi({ startsInMs: 15 * MINUTE }))).toEqual(["country US", "reminder 15 min before"]);
    expect(matchAlert(reminding, cpi({ startsInMs: 30 * 1_000 }))).not.toBeNull();
    expect(matchAlert(reminding, cpi({ startsInMs: 15 * MINUTE + 1 }))).toBeNull();
    expect(matchAlert(reminding, cpi({ startsInMs: 0 }))).toBeNull();
    expect(matchAlert(reminding, cpi({ startsInMs: 10 * MINUTE, allDay: true }))).toBeNull();
    expect(matchAlert(reminding, cpi({ startsInMs: 10 * MINUTE, country: "JP" }))).toBeNull();
    expect(matchAlert(calendarRule(), cpi({ startsInMs: 10 * MINUTE }))).toBeNull();
    // A reminding alert still hears the release itself.
    expect(matchAlert(reminding, cpi())).toEqual(["country US"]);
  });

  it("stay out of the story and market index, as move alerts do", () => {
    const index = new AlertIndex([calendarRule(), alertRuleFixture({ id: 2 })]);
    expect(index.match(cpi())).toEqual([]);
    expect(index.match({ kind: "article", id: "a", tags: [], tickers: [], impact: "low" }).map((rule) => rule.id)).toEqual([2]);
  });
});

describe("a calendar alert's messages", () => {
  const release = { kind: "macro" as const, title: "CPI y/y", country: "US", ticker: null, consensus: "3.0%", previous: "3.0%", actual: "3.1%", outcome: "beat" as const };

  it("tell a release against the consensus and the previous value, with its outcome", () => {
    expect(describeCalendarRelease(release)).toBe("US CPI y/y 3.1% vs 3.0% expected (previous 3.0%) — beat");
    expect(describeCalendarRelease({ ...release, consensus: null, outcome: null })).toBe("US CPI y/y 3.1% (previous 3.0%)");
    expect(describeCalendarRelease({ ...release, actual: "3.0%", outcome: "inline" })).toBe("US CPI y/y 3.0% vs 3.0% expected (previous 3.0%) — in line");
    const earnings = { ...release, kind: "earnings" as const, title: "NVIDIA Corporation earnings", ticker: "NVDA", consensus: "$1.26", previous: "$0.81", actual: "$1.19", outcome: "miss" as const };
    expect(describeCalendarRelease(earnings)).toBe("NVIDIA Corporation earnings (NVDA) $1.19 vs $1.26 expected (previous $0.81) — miss");
  });

  it("remind with the minutes left and the figures to expect", () => {
    expect(describeCalendarReminder({ ...release, actual: null, outcome: null }, 15)).toBe("In 15 minutes: US CPI y/y (consensus 3.0%, previous 3.0%)");
    expect(describeCalendarReminder({ ...release, actual: null, outcome: null, consensus: null, previous: null }, 1)).toBe("In 1 minute: US CPI y/y");
  });

  it("are described on the dashboard by what they hear", () => {
    const alert = { type: "calendar" as const, includeTags: [], excludeTags: [], tickers: [], minImpact: "high" as const, marketAlertType: null, volumeThreshold: null, move: null, marketId: null, countries: ["US", "EU"], myTickers: true, remindMinutes: 15 };
    expect(alertConditions(alert)).toEqual(["Importance high or higher", "Countries US, EU", "Earnings of my tickers", "Reminder 15 minutes before"]);
    expect(alertDescription(alert)).toBe("Calendar events: importance high or higher; countries US, EU; earnings of my tickers; reminder 15 minutes before.");
    expect(alertConditions({ ...alert, minImpact: null, countries: [], myTickers: false, remindMinutes: null })).toEqual(["Every calendar event"]);
  });
});

describe("a calendar alert's body", () => {
  const messageOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error ? `${result.error.issues[0]!.path.join(".")}: ${result.error.issues[0]!.message}` : null;
  const base = { name: "Macro", channel_id: 1, type: "calendar" };

  it("takes importance, countries, my tickers and a reminder of 1 to 1440 minutes", () => {
    expect(alertCreateBodySchema.parse({ ...base, min_impact: "high", countries: ["us", "EU", "US"], my_tickers: true, remind_minutes: 15 })).toMatchObject({ countries: ["US", "EU"], my_tickers: true, remind_minutes: 15 });
    expect(messageOf(alertCreateBodySchema.safeParse({ ...base, remind_minutes: 0 }))).toBe("remind_minutes: remind_minutes must be at least 1");
    expect(messageOf(alertCreateBodySchema.safeParse({ ...base, remind_minutes: 1_441 }))).toBe("remind_minutes: remind_minutes must be at most 1440 (a day)");
    expect(messageOf(alertCreateBodySchema.safeParse({ ...base, remind_minutes: 7.5 }))).toBe("remind_minutes: remind_minutes must be a whole number");
    expect(messageOf(alertCreateBodySchema.safeParse({ ...base, countries: ["USA"] }))).toBe("countries.0: countries are two-letter codes such as US, EU, GB, JP");
  });

  it("refuses what a calendar alert cannot use, and calendar fields on other alerts", () => {
    expect(messageOf(alertCreateBodySchema.safeParse({ ...base, tickers: ["NVDA"] }))).toBe(
      "tickers: a calendar alert hears calendar events by importance, country and your tickers: tickers does not apply",
    );
    expect(messageOf(alertCreateBodySchema.safeParse({ ...base, include_tags: ["fed"] }))).toMatch(/^include_tags: .*include_tags does not apply$/);
    expect(messageOf(alertCreateBodySchema.safeParse({ ...base, market_alert_type: "new_market" }))).toMatch(/^market_alert_type: /);
    expect(messageOf(alertCreateBodySchema.safeParse({ ...base, type: "Stock Alert", remind_minutes: 15 }))).toBe("remind_minutes: remind_minutes applies to calendar alerts only");
    expect(messageOf(alertCreateBodySchema.safeParse({ ...base, type: "move", countries: ["US"] }))).toMatch(/^countries: a move alert/);
    // Empty values are no values: the dashboard sends empty tag lists with every alert.
    expect(alertCreateBodySchema.safeParse({ ...base, include_tags: [], exclude_tags: [], tickers: [], include_related: false }).success).toBe(true);
  });

  it("in an update clears countries with null or [], and leaves out what it does not name", () => {
    expect(alertUpdateBodySchema.parse({ alert_id: 3, countries: null })).toEqual({ alert_id: 3, countries: [] });
    expect(alertUpdateBodySchema.parse({ alert_id: 3, remind_minutes: null })).toEqual({ alert_id: 3, remind_minutes: null });
  });
});
