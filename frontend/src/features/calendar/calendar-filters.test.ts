import { describe, expect, it } from "vitest";
import { calendarEventFixture, earningsFixture } from "../../testing/calendar-fixture";
import { allCalendarFilters, countriesOf, matchesCalendarFilters } from "./calendar-filters";

const cpi = calendarEventFixture({ country: "US", importance: "high" });
const ecb = calendarEventFixture({ title: "ECB Interest Rate Decision", country: "EU", country_name: "Euro Zone", importance: "high" });
const tankan = calendarEventFixture({ title: "Tankan Large Manufacturers Index", country: "JP", country_name: "Japan", importance: "mid" });
const nvda = earningsFixture({ ticker: "NVDA", importance: "mid" });
const wmt = earningsFixture({ ticker: "WMT", importance: "low" });
const events = [cpi, ecb, tankan, nvda, wmt];

const kept = (filters: Partial<typeof allCalendarFilters>, mine: string[] = []) =>
  events.filter((event) => matchesCalendarFilters(event, { ...allCalendarFilters, ...filters }, mine));

describe("the calendar's filters", () => {
  it("keep everything until narrowed", () => {
    expect(kept({})).toEqual(events);
  });

  it("narrow by importance and by country, together", () => {
    expect(kept({ importances: ["high"] })).toEqual([cpi, ecb]);
    expect(kept({ countries: ["EU", "JP"] })).toEqual([ecb, tankan]);
    expect(kept({ importances: ["mid"], countries: ["US"] })).toEqual([nvda]);
  });

  it("keep only the earnings of the member's own tickers with My tickers", () => {
    expect(kept({ myTickers: true }, ["NVDA", "AAPL"])).toEqual([nvda]);
    expect(kept({ myTickers: true }, [])).toEqual([]);
  });

  it("offer the countries present, by code, each with its name", () => {
    expect(countriesOf(events)).toEqual([
      { code: "EU", name: "Euro Zone" },
      { code: "JP", name: "Japan" },
      { code: "US", name: "United States" },
    ]);
  });
});
