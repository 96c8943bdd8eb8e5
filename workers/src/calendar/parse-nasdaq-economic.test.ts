import { readFileSync } from "node:fs";
import type { CalendarSnapshot } from "@tradewire/core";
import { describe, expect, it } from "vitest";
import { SourceError } from "../sources/source-error";
import { parseNasdaqEconomic } from "./parse-nasdaq-economic";

const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`fixtures/${name}`, import.meta.url), "utf8"));
const parse = (name: string, day: string) => parseNasdaqEconomic(fixture(name), { day });
const find = (snapshots: CalendarSnapshot[], series: string, occurrence = 0) => snapshots.filter((snapshot) => snapshot.series === series)[occurrence];
const figures = ({ consensus, previous, actual }: CalendarSnapshot) => ({ consensus, previous, actual });

const thrown = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error("did not throw");
};

describe("parseNasdaqEconomic on Nasdaq's captured answer (2 July 2024)", () => {
  const day = parse("nasdaq_economicevents_2024-07-02_captured.json", "2024-07-02");

  it("reads the time column as New York time, not GMT", () => {
    // JOLTS is published at 10:00 Eastern; Eurostat's flash HICP at 11:00 in Luxembourg (05:00 in New York in July);
    // Powell spoke at Sintra at 15:30 local; Caixin's services PMI comes at 09:45 in Beijing, the next day there.
    expect(find(day, "US|JOLTs Job Openings")?.scheduledAt.toISOString()).toBe("2024-07-02T14:00:00.000Z");
    expect(find(day, "EU|CPI")?.scheduledAt.toISOString()).toBe("2024-07-02T09:00:00.000Z");
    expect(find(day, "US|Fed Chair Powell Speaks")?.scheduledAt.toISOString()).toBe("2024-07-02T13:30:00.000Z");
    expect(find(day, "CN|Caixin Services PMI")?.scheduledAt.toISOString()).toBe("2024-07-03T01:45:00.000Z");
  });

  it("codes countries, ranks importance, and empties the placeholder cells", () => {
    expect(find(day, "US|JOLTs Job Openings")).toEqual({
      source: "nasdaq",
      kind: "macro",
      series: "US|JOLTs Job Openings",
      title: "JOLTs Job Openings",
      country: "US",
      countryName: "United States",
      ticker: null,
      company: null,
      importance: "mid",
      scheduledAt: new Date("2024-07-02T14:00:00.000Z"),
      allDay: false,
      timing: null,
      period: null,
      consensus: "7.860M",
      previous: "8.059M",
      actual: null,
    });
    expect(figures(find(day, "EU|ECB's De Guindos Speaks")!)).toEqual({ consensus: null, previous: null, actual: null });
    expect(find(day, "ES|Spanish Unemployment Change")).toMatchObject({ countryName: "Spain", importance: "low", consensus: "-50.9K" });
    expect(find(day, "NZ|Milk Auctions")?.previous).toBe("3,893.0");
  });

  it("keeps the rows one name repeats (month on month, then year on year) as separate rows of one series, in order", () => {
    expect(day.filter((snapshot) => snapshot.series === "EU|CPI").map(figures)).toEqual([
      { consensus: "2.5%", previous: "2.6%", actual: null },
      { consensus: null, previous: "0.2%", actual: null },
    ]);
    expect(day.filter((snapshot) => snapshot.series === "EU|Core CPI")).toHaveLength(2);
  });
});

describe("parseNasdaqEconomic on one day fetched three times (12 November 2026)", () => {
  const early = parse("nasdaq_economicevents_2026-11-12_early.json", "2026-11-12");
  const released = parse("nasdaq_economicevents_2026-11-12_released.json", "2026-11-12");
  const revised = parse("nasdaq_economicevents_2026-11-12_revised.json", "2026-11-12");

  it("has no US actuals before 08:30, yet the morning's European ones", () => {
    expect(find(early, "US|CPI")).toMatchObject({ importance: "high", consensus: "0.3%", previous: "0.4%", actual: null });
    expect(early.filter((snapshot) => snapshot.country === "US").every((snapshot) => snapshot.actual === null)).toBe(true);
    expect(find(early, "GB|GDP")).toMatchObject({ importance: "mid", actual: "0.1%", scheduledAt: new Date("2026-11-12T07:00:00.000Z") });
  });

  it("reads the released US figures once they are out, at 08:30 New York standard time", () => {
    expect(find(released, "US|CPI", 1)).toMatchObject({ actual: "3.1%", consensus: "3.0%", previous: "3.0%", scheduledAt: new Date("2026-11-12T13:30:00.000Z") });
    expect(figures(find(released, "US|Initial Jobless Claims")!)).toEqual({ actual: "231K", consensus: "220K", previous: "221K" });
    expect(find(released, "US|Crude Oil Inventories")).toMatchObject({ actual: "-2.100M", importance: "mid" });
    expect(released.map((snapshot) => snapshot.series)).toEqual(early.map((snapshot) => snapshot.series));
  });

  it("shows a revised previous value on a later fetch, the actual unchanged", () => {
    expect(figures(find(revised, "US|Initial Jobless Claims")!)).toEqual({ actual: "231K", consensus: "220K", previous: "223K" });
    expect(find(revised, "US|Continuing Jobless Claims")?.previous).toBe("1,941K");
    expect(find(revised, "US|CPI", 1)).toEqual(find(released, "US|CPI", 1));
  });

  it("makes an event without a clock time all-day, at the start of its New York day", () => {
    for (const series of ["EU|Eurogroup Meetings", "CN|New Loans"]) {
      expect(find(early, series)).toMatchObject({ allDay: true, scheduledAt: new Date("2026-11-12T05:00:00.000Z") });
    }
    expect(find(early, "JP|PPI")).toMatchObject({ allDay: false, scheduledAt: new Date("2026-11-12T23:50:00.000Z") });
  });
});

describe("parseNasdaqEconomic on a postponed US CPI", () => {
  it("lists CPI on 14 October first, no longer there later, and on 23 October instead (New York daylight time)", () => {
    const before = parse("nasdaq_economicevents_2026-10-14_before.json", "2026-10-14");
    const after = parse("nasdaq_economicevents_2026-10-14_after.json", "2026-10-14");
    const moved = parse("nasdaq_economicevents_2026-10-23.json", "2026-10-23");
    expect(find(before, "US|CPI")?.scheduledAt.toISOString()).toBe("2026-10-14T12:30:00.000Z");
    expect(after.some((snapshot) => snapshot.series.endsWith("CPI"))).toBe(false);
    expect(after).toHaveLength(before.length - 4);
    expect(moved.filter((snapshot) => snapshot.series === "US|CPI").map((snapshot) => [snapshot.scheduledAt.toISOString(), snapshot.consensus])).toEqual([
      ["2026-10-23T12:30:00.000Z", "0.3%"],
      ["2026-10-23T12:30:00.000Z", "3.0%"],
    ]);
  });
});

describe("parseNasdaqEconomic on what is not a day of rows", () => {
  it("reads the 'No record found' answer as an empty day", () => {
    expect(parse("nasdaq_economicevents_2026-11-14_empty.json", "2026-11-14")).toEqual([]);
  });

  it("skips a malformed row and keeps the rest", () => {
    const answer = fixture("nasdaq_economicevents_2026-11-12_released.json") as { data: { rows: unknown[] } };
    const rows = [42, { gmt: "08:30", country: "United States" }, { gmt: "08:30", country: " ", eventName: "CPI", actual: "3.1%" }, ...answer.data.rows];
    const snapshots = parseNasdaqEconomic({ ...answer, data: { ...answer.data, rows } }, { day: "2026-11-12" });
    expect(snapshots).toHaveLength(answer.data.rows.length);
  });

  it("fails, naming the source, on an answer of another shape, on data null without the no-record code, and on rows none of which reads", () => {
    for (const body of [null, "<html>", { rows: [] }, { data: { rows: "none" } }, { data: null, status: { bCodeMessage: [{ code: 1001, errorMessage: "Invalid date" }] } }, { data: { rows: [1, 2] } }]) {
      const error = thrown(() => parseNasdaqEconomic(body, { day: "2026-11-12" }));
      expect(error).toBeInstanceOf(SourceError);
      expect((error as SourceError).kind).toBe("parse");
      expect((error as SourceError).message).toMatch(/^nasdaq-economic: /);
    }
    expect((thrown(() => parseNasdaqEconomic({ data: null, status: { bCodeMessage: [{ code: 1001, errorMessage: "Invalid date" }] } }, { day: "2026-11-12" })) as Error).message).toBe(
      "nasdaq-economic: no data: 1001 Invalid date",
    );
  });
});
