import { readFileSync } from "node:fs";
import type { CalendarSnapshot } from "@tradewire/core";
import { describe, expect, it } from "vitest";
import { SourceError } from "../sources/source-error";
import { parseNasdaqEarnings } from "./parse-nasdaq-earnings";

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`fixtures/${name}`, import.meta.url), "utf8"));
const parse = (name: string, day: string) => parseNasdaqEarnings(fixture(name), { day });
const byTicker = (snapshots: CalendarSnapshot[]): Record<string, CalendarSnapshot> => Object.fromEntries(snapshots.map((snapshot) => [snapshot.ticker ?? "", snapshot]));

describe("parseNasdaqEarnings on Nasdaq's captured answer (3 July 2024)", () => {
  it("reads timing, market-cap importance, bracketed negative EPS and empty cells", () => {
    const day = byTicker(parse("nasdaq_earnings_2024-07-03_captured.json", "2024-07-03"));
    expect(day.STZ).toEqual({
      source: "nasdaq",
      kind: "earnings",
      series: "STZ|May/2024",
      title: "Constellation Brands Inc earnings",
      country: "US",
      countryName: "United States",
      ticker: "STZ",
      company: "Constellation Brands Inc",
      importance: "mid",
      scheduledAt: new Date("2024-07-03T04:00:00.000Z"),
      allDay: true,
      timing: "before_open",
      period: "May/2024",
      consensus: "$3.46",
      previous: "$2.91",
      actual: null,
    });
    expect(day.SPWR).toMatchObject({ timing: "not_supplied", importance: "low", consensus: "($0.29)", previous: "($0.11)" });
    expect(day.HCM).toMatchObject({ consensus: null, previous: null, company: "HUTCHMED (China) Limited" });
  });
});

describe("parseNasdaqEarnings on a day before and after its reports (18 November 2026)", () => {
  const upcoming = byTicker(parse("nasdaq_earnings_2026-11-18.json", "2026-11-18"));
  const reported = byTicker(parse("nasdaq_earnings_2026-11-18_reported.json", "2026-11-18"));

  it("tells pre-market, after-hours and not-supplied reports apart, all-day at the New York day's start", () => {
    expect(Object.values(upcoming).map((snapshot) => [snapshot.ticker, snapshot.timing, snapshot.importance])).toEqual([
      ["TJX", "before_open", "mid"],
      ["LOW", "before_open", "mid"],
      ["TGT", "before_open", "mid"],
      ["NVDA", "after_close", "high"],
      ["PANW", "after_close", "mid"],
      ["CXM", "not_supplied", "low"],
      ["ZVIA", "not_supplied", "low"],
      ["ANTE", "not_supplied", "low"],
    ]);
    expect(Object.values(upcoming).every((snapshot) => snapshot.allDay && snapshot.scheduledAt.toISOString() === "2026-11-18T05:00:00.000Z")).toBe(true);
    expect(Object.values(upcoming).every((snapshot) => snapshot.actual === null)).toBe(true);
    expect(upcoming.LOW?.title).toBe("Lowe's Companies, Inc. earnings");
  });

  it("reads the reported EPS as the actual, the series unchanged", () => {
    expect(reported.NVDA).toMatchObject({ series: "NVDA|Oct/2026", consensus: "$1.61", previous: "$1.30", actual: "$1.70" });
    expect(reported.ZVIA).toMatchObject({ consensus: "($0.05)", actual: "($0.07)" });
    expect(reported.ANTE).toMatchObject({ consensus: null, actual: null, previous: null });
    expect(Object.keys(reported)).toEqual(Object.keys(upcoming));
  });
});

describe("parseNasdaqEarnings on a report that moved", () => {
  it("lists Dell on 24 November, then no longer, then on 1 December, for the same quarter", () => {
    const before = byTicker(parse("nasdaq_earnings_2026-11-24_before.json", "2026-11-24"));
    const after = byTicker(parse("nasdaq_earnings_2026-11-24_after.json", "2026-11-24"));
    const moved = byTicker(parse("nasdaq_earnings_2026-12-01.json", "2026-12-01"));
    expect(before.DELL).toMatchObject({ series: "DELL|Oct/2026", scheduledAt: new Date("2026-11-24T05:00:00.000Z"), timing: "after_close" });
    expect(after.DELL).toBeUndefined();
    expect(Object.keys(after)).toEqual(["ADI", "HPQ"]);
    expect(moved.DELL).toMatchObject({ series: "DELL|Oct/2026", scheduledAt: new Date("2026-12-01T05:00:00.000Z") });
  });
});

describe("parseNasdaqEarnings on the answer's own day and on what is not a day of rows", () => {
  it("dates the rows by the answer's asOf, else by the day asked for", () => {
    const answer = fixture("nasdaq_earnings_2026-12-01.json") as { data: Record<string, unknown> };
    expect(parseNasdaqEarnings(answer, { day: "2026-12-02" })[0]?.scheduledAt.toISOString()).toBe("2026-12-01T05:00:00.000Z");
    expect(parseNasdaqEarnings({ ...answer, data: { ...answer.data, asOf: null } }, { day: "2026-12-02" })[0]?.scheduledAt.toISOString()).toBe("2026-12-02T05:00:00.000Z");
  });

  it("reads rows: null as an empty day", () => {
    expect(parse("nasdaq_earnings_2026-11-21_empty.json", "2026-11-21")).toEqual([]);
  });

  it("skips a row without a symbol, keeps one without a quarter under its day", () => {
    const answer = fixture("nasdaq_earnings_2026-12-01.json") as { data: { rows: Record<string, unknown>[] } };
    const [dell] = answer.data.rows;
    const rows = [{ ...dell, symbol: "" }, { name: "No symbol" }, { ...dell, symbol: "ABC", fiscalQuarterEnding: "N/A" }];
    const snapshots = parseNasdaqEarnings({ ...answer, data: { ...answer.data, rows } }, { day: "2026-12-01" });
    expect(snapshots.map((snapshot) => [snapshot.series, snapshot.period])).toEqual([["ABC|2026-12-01", null]]);
  });

  it("fails, naming the source, on an answer of another shape", () => {
    let error: unknown;
    try {
      parseNasdaqEarnings({ data: { rows: {} } }, { day: "2026-12-01" });
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(SourceError);
    expect((error as SourceError).message).toMatch(/^nasdaq-earnings: unexpected answer/);
  });
});
