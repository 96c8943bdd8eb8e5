import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createReplayProvider } from "./create-replay-provider";
import type { BarInterval, PriceBar } from "./price-provider";
import { PriceProviderError } from "./price-provider-error";

/** Friday 2026-11-20, 11:02 in New York: the session is 92 minutes old. */
const NOW = new Date("2026-11-20T16:02:00Z");
const provider = createReplayProvider({ now: () => NOW });
const WEEK = { from: new Date("2026-11-14T00:00:00Z"), to: new Date("2026-11-21T00:00:00Z") };

const newYork = new Intl.DateTimeFormat("en-US", {
  timeZone: "America/New_York",
  weekday: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
/** "Fri 09:30" for a bar start. */
const newYorkTimeOf = (time: number) => {
  const parts = Object.fromEntries(newYork.formatToParts(time).map((part) => [part.type, part.value]));
  return `${parts.weekday} ${parts.hour}:${parts.minute}`;
};
const history = (interval: BarInterval, range = WEEK, symbol = "AAPL") => provider.history(symbol, { interval, ...range });
const closeAt = (bars: PriceBar[], time: number) => bars.find((bar) => bar.time === time)?.close;

describe("createReplayProvider", () => {
  it("returns the same bars for the same request, and overlapping requests agree", async () => {
    const first = await history("5m");
    expect(first.length).toBeGreaterThan(300);
    expect(await createReplayProvider({ now: () => NOW }).history("AAPL", { interval: "5m", ...WEEK })).toEqual(first);
    const overlap = await history("5m", { from: new Date("2026-11-18T00:00:00Z"), to: new Date("2026-11-19T18:00:00Z") });
    expect(overlap.length).toBeGreaterThan(78);
    for (const bar of overlap) expect(closeAt(first, bar.time)).toBe(bar.close);
    const later = createReplayProvider({ now: () => new Date("2026-11-27T00:00:00Z") });
    const laterBars = await later.history("AAPL", { interval: "5m", ...WEEK });
    expect(laterBars.length).toBeGreaterThan(first.length);
    expect(laterBars.slice(0, first.length)).toEqual(first);
  });

  it("has intraday bars only in regular hours on weekdays", async () => {
    const week = { from: new Date("2026-11-13T00:00:00Z"), to: new Date("2026-11-20T00:00:00Z") };
    const fiveMinutes = (await history("5m", week)).map((bar) => newYorkTimeOf(bar.time));
    expect(fiveMinutes).toHaveLength(5 * 78);
    expect(fiveMinutes.filter((time) => time.startsWith("Mon"))).toHaveLength(78);
    expect(fiveMinutes).toContain("Mon 09:30");
    expect(fiveMinutes).toContain("Mon 15:55");
    expect(fiveMinutes).not.toContain("Mon 03:00");
    expect(fiveMinutes).not.toContain("Mon 16:00");
    expect(fiveMinutes.some((time) => time.startsWith("Sat") || time.startsWith("Sun"))).toBe(false);
    const hours = (await history("1h", week)).map((bar) => newYorkTimeOf(bar.time));
    expect(hours.slice(0, 7)).toEqual(["Fri 09:30", "Fri 10:30", "Fri 11:30", "Fri 12:30", "Fri 13:30", "Fri 14:30", "Fri 15:30"]);
    expect((await history("15m", week)).length).toBe(5 * 26);
    const days = (await history("1d", week)).map((bar) => newYorkTimeOf(bar.time));
    expect(days).toEqual(["Fri 09:30", "Mon 09:30", "Tue 09:30", "Wed 09:30", "Thu 09:30"]);
  });

  it("follows New York's clock across the end of daylight saving time", async () => {
    const days = await history("1d", { from: new Date("2026-10-29T00:00:00Z"), to: new Date("2026-11-03T00:00:00Z") });
    expect(days.map((bar) => new Date(bar.time).toISOString())).toEqual([
      "2026-10-29T13:30:00.000Z",
      "2026-10-30T13:30:00.000Z",
      "2026-11-02T14:30:00.000Z",
    ]);
  });

  it("derives every interval from one 5-minute path", async () => {
    const fiveMinutes = await history("5m");
    const lastFiveMinuteCloseOf = (from: number, to: number) =>
      fiveMinutes.filter((bar) => bar.time >= from && bar.time < to).at(-1)?.close;
    for (const interval of ["15m", "1h", "1d"] as const) {
      const bars = await history(interval);
      const length = interval === "15m" ? 15 * 60_000 : interval === "1h" ? 3_600_000 : 6.5 * 3_600_000;
      expect(bars.length).toBeGreaterThan(4);
      for (const bar of bars) expect(bar.close).toBe(lastFiveMinuteCloseOf(bar.time, bar.time + length));
    }
    const wednesday = (await history("1d")).find((bar) => newYorkTimeOf(bar.time) === "Wed 09:30");
    expect(wednesday?.close).toBe(closeAt(fiveMinutes, Date.parse("2026-11-18T20:55:00Z")));
  });

  it("never returns a bar after now, and closes a running bar at the last finished 5 minutes", async () => {
    const fiveMinutes = await history("5m");
    expect(fiveMinutes.at(-1)?.time).toBe(Date.parse("2026-11-20T15:55:00Z"));
    for (const interval of ["5m", "15m", "1h", "1d"] as const) {
      for (const bar of await history(interval)) expect(bar.time).toBeLessThanOrEqual(NOW.getTime());
    }
    const today = (await history("1d")).at(-1);
    expect(today).toEqual({ time: Date.parse("2026-11-20T14:30:00Z"), close: fiveMinutes.at(-1)?.close });
    expect(await history("1d", { from: new Date("2026-11-21T00:00:00Z"), to: new Date("2026-12-01T00:00:00Z") })).toEqual([]);
  });

  it("anchors each symbol on its listing's last sale", async () => {
    const anchorDay = await history("1d", { from: new Date("2026-08-21T00:00:00Z"), to: new Date("2026-08-22T00:00:00Z") });
    expect(anchorDay).toEqual([{ time: Date.parse("2026-08-21T13:30:00Z"), close: 309.35 }]);
  });

  it("has a history for every ticker of the replay news set", async () => {
    const file = new URL("../../data/replay-articles.json", import.meta.url);
    const articles = JSON.parse(readFileSync(file, "utf8")) as { tickers: string[] }[];
    const symbols = new Set(["SPY", "QQQ", ...articles.flatMap((article) => article.tickers)]);
    expect(symbols.size).toBeGreaterThan(50);
    for (const symbol of symbols) {
      const bars = await history("1d", { from: new Date("2026-10-22T00:00:00Z"), to: NOW }, symbol);
      expect(bars, symbol).toHaveLength(22);
      expect(bars.every((bar, index) => bar.close > 0 && (index === 0 || bar.time > (bars[index - 1]?.time ?? 0)))).toBe(true);
    }
  });

  it("refuses an unknown symbol with not-found", async () => {
    const error = await history("1d", WEEK, "XYZQ").catch((rejection: unknown) => rejection);
    expect(error).toBeInstanceOf(PriceProviderError);
    expect((error as PriceProviderError).kind).toBe("not-found");
    expect((error as PriceProviderError).symbol).toBe("XYZQ");
  });

  it("generates a quarter of daily bars or a day of 5-minute bars in well under 10 ms", async () => {
    const quarter = { from: new Date("2026-08-20T00:00:00Z"), to: NOW };
    const day = { from: new Date("2026-11-19T00:00:00Z"), to: new Date("2026-11-20T00:00:00Z") };
    await history("1d", quarter, "NVDA");
    const timings = [];
    for (let run = 0; run < 5; run += 1) {
      const started = performance.now();
      await history("1d", quarter, "NVDA");
      await history("5m", day, "TSLA");
      timings.push(performance.now() - started);
    }
    expect(Math.min(...timings)).toBeLessThan(10);
  });
});
