import { describe, expect, it } from "vitest";
import { reactionSpan } from "../reactions/measure-reaction";
import { newYorkWallClock } from "../trading-calendar";
import { releaseInstruments, releaseReactionStart } from "./release-reactions";

const at = (iso: string) => Date.parse(iso);
/** An earnings report's day as Nasdaq dates it: the start of its New York day, all day. */
const reportDay = (day: string) => newYorkWallClock(day, 0);

describe("releaseInstruments: what a release is measured on", () => {
  const us = { kind: "macro", country: "US", countryName: "United States", ticker: null } as const;

  it("a US release: SPY, Treasuries and the dollar, each on its own move", () => {
    expect(releaseInstruments(us)).toEqual([
      { symbol: "SPY", asset: "index", benchmark: null },
      { symbol: "TLT", asset: "treasuries", benchmark: null },
      { symbol: "UUP", asset: "dollar", benchmark: null },
    ]);
  });

  it("another country's: its stock index fund and the dollar; BENCHMARKS names the fund first", () => {
    const symbols = (country: string, countryName: string, benchmarks: [string, string][] = []) =>
      releaseInstruments({ kind: "macro", country, countryName, ticker: null }, benchmarks).map(({ symbol, asset }) => `${symbol}:${asset}`);
    expect(symbols("EU", "Euro Zone")).toEqual(["FEZ:index", "UUP:dollar"]);
    expect(symbols("DE", "Germany")).toEqual(["EWG:index", "UUP:dollar"]);
    expect(symbols("GB", "United Kingdom")).toEqual(["EWU:index", "UUP:dollar"]);
    expect(symbols("JP", "Japan")).toEqual(["EWJ:index", "UUP:dollar"]);
    expect(symbols("CN", "China")).toEqual(["FXI:index", "UUP:dollar"]);
    expect(symbols("CA", "Canada")).toEqual(["EWC:index", "UUP:dollar"]);
    expect(symbols("AU", "Australia")).toEqual(["EWA:index", "UUP:dollar"]);
    expect(symbols("CN", "China", [["china", "MCHI"]])).toEqual(["MCHI:index", "UUP:dollar"]);
    // No fund for the world (an OPEC+ meeting) or a country without one: the dollar alone.
    expect(symbols("WLD", "World")).toEqual(["UUP:dollar"]);
    expect(symbols("NG", "Nigeria")).toEqual(["UUP:dollar"]);
  });

  it("earnings: the company against its listing country's benchmark, never a benchmark against itself", () => {
    const nvidia = { kind: "earnings", country: "US", countryName: "United States", ticker: "NVDA" } as const;
    expect(releaseInstruments(nvidia)).toEqual([{ symbol: "NVDA", asset: "company", benchmark: "SPY" }]);
    expect(releaseInstruments(nvidia, [["united states", "VTI"]])).toEqual([{ symbol: "NVDA", asset: "company", benchmark: "VTI" }]);
    expect(releaseInstruments({ ...nvidia, ticker: "SPY" })).toEqual([]);
    expect(releaseInstruments({ ...nvidia, ticker: null })).toEqual([]);
    expect(releaseInstruments(us, [["united states", "VTI"]]).map(({ symbol }) => symbol)).toEqual(["VTI", "TLT", "UUP"]);
  });
});

describe("releaseReactionStart: when a release's reactions count from", () => {
  const macro = (scheduledAt: number, allDay = false) => ({ kind: "macro", scheduledAt, allDay, timing: null }) as const;
  const earnings = (day: string, timing: "before_open" | "after_close" | "not_supplied") => ({ kind: "earnings", scheduledAt: reportDay(day), allDay: true, timing }) as const;

  it("a timed release at its time, whatever the poll's delay: CPI at 08:30 is measured from the open, 09:30-09:35 and to 10:00", () => {
    const cpi = at("2026-11-10T13:30:00Z"); // Tuesday, 08:30 EST
    expect(releaseReactionStart(macro(cpi))).toBe(cpi);
    expect(reactionSpan(cpi, "5m")).toMatchObject({ start: at("2026-11-10T14:30:00Z"), end: at("2026-11-10T14:35:00Z") });
    expect(reactionSpan(cpi, "30m").end).toBe(at("2026-11-10T15:00:00Z"));
  });

  it("a release during the session from that minute: the Fed at 14:00 is measured 14:00-14:05 and to 14:30", () => {
    const fed = at("2026-11-18T19:00:00Z");
    expect(reactionSpan(releaseReactionStart(macro(fed))!, "5m")).toMatchObject({ start: fed, end: at("2026-11-18T19:05:00Z") });
    expect(reactionSpan(fed, "30m").end).toBe(at("2026-11-18T19:30:00Z"));
  });

  it("earnings before the open: that day's open", () => {
    expect(releaseReactionStart(earnings("2026-11-17", "before_open"))).toBe(at("2026-11-17T14:30:00Z"));
    // A report dated on Thanksgiving counts from the next session, Friday's half day.
    expect(releaseReactionStart(earnings("2026-11-26", "before_open"))).toBe(at("2026-11-27T14:30:00Z"));
  });

  it("earnings after the close: the next session's open, Monday's after a Friday, past a holiday", () => {
    expect(releaseReactionStart(earnings("2026-11-18", "after_close"))).toBe(at("2026-11-19T14:30:00Z"));
    expect(releaseReactionStart(earnings("2026-11-20", "after_close"))).toBe(at("2026-11-23T14:30:00Z"));
    const beforeThanksgiving = releaseReactionStart(earnings("2026-11-25", "after_close"))!;
    expect(beforeThanksgiving).toBe(at("2026-11-27T14:30:00Z"));
    expect(reactionSpan(beforeThanksgiving, "30m").end).toBe(at("2026-11-27T15:00:00Z"));
  });

  it("nothing to measure from for earnings without a timing or a macro release without a time", () => {
    expect(releaseReactionStart(earnings("2026-11-18", "not_supplied"))).toBeNull();
    expect(releaseReactionStart(macro(reportDay("2026-11-18"), true))).toBeNull();
  });
});
