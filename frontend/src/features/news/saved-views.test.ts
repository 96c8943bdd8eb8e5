import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { SavedViewFilters } from "@tradewire/core";
import { impacts } from "@tradewire/core/wire-constants";
import { feedCommandOf, viewSlotOf } from "./feed-shortcuts";
import { matchesFilters } from "./feed-filters";
import { describeView, feedOfView, freeSlotOf, sameView, viewOfFeed } from "./saved-views";

const word = fc.stringMatching(/^[a-z][a-z0-9-]{0,10}$/);
const symbol = fc.stringMatching(/^[A-Z]{1,5}$/);
const view: fc.Arbitrary<SavedViewFilters> = fc.record({
  impacts: fc.uniqueArray(fc.constantFrom(...impacts), { maxLength: 3 }),
  sources: fc.uniqueArray(word, { maxLength: 4 }),
  tags: fc.uniqueArray(word, { maxLength: 4 }),
  tickers: fc.uniqueArray(symbol, { maxLength: 4 }),
  q: fc.stringMatching(/^[a-z]{0,12}$/),
});

describe("saved views", () => {
  it("show again exactly what the feed showed when they were kept", () => {
    fc.assert(
      fc.property(view, (kept) => {
        const { filters, query } = feedOfView(kept);
        expect(sameView(viewOfFeed(filters, query), kept)).toBe(true);
      }),
    );
  });

  it("keep an empty list as 'every value', as the filter buttons do", () => {
    const { filters, query } = feedOfView({ impacts: [], sources: [], tags: [], tickers: [], q: "" });
    expect(filters).toEqual({ impacts: "all", sources: "all", tags: "all" });
    expect(query).toEqual({ q: "", ticker: "", related: false });
    expect(describeView(viewOfFeed(filters, query))).toBe("Every story");
  });

  it("filter on tags: a story shows when any of its tags is chosen", () => {
    const story = { impact: "high", source: "reuters", tags: ["tariffs", "china"] } as Parameters<typeof matchesFilters>[0];
    expect(matchesFilters(story, feedOfView({ impacts: [], sources: [], tags: ["china"], tickers: [], q: "" }).filters)).toBe(true);
    expect(matchesFilters(story, feedOfView({ impacts: [], sources: [], tags: ["oil"], tickers: [], q: "" }).filters)).toBe(false);
    expect(matchesFilters({ ...story, tags: [] }, feedOfView({ impacts: ["high"], sources: [], tags: [], tickers: [], q: "" }).filters)).toBe(true);
  });

  it("are the same view whatever the order of a list", () => {
    const a: SavedViewFilters = { impacts: ["high", "mid"], sources: [], tags: ["oil", "fed"], tickers: ["XOM", "CVX"], q: "opec" };
    expect(sameView(a, { ...a, impacts: ["mid", "high"], tickers: ["CVX", "XOM"] })).toBe(true);
    expect(sameView(a, { ...a, q: "" })).toBe(false);
    expect(describeView(a)).toBe("HIGH, MID · oil, fed · XOM, CVX · “opec”");
  });

  it("go under the first free key, else replace the last", () => {
    const at = (...slots: number[]) => slots.map((slot) => ({ slot, name: `v${slot}`, filters: { impacts: [], sources: [], tags: [], tickers: [], q: "" } }));
    expect(freeSlotOf([], 9)).toBe(1);
    expect(freeSlotOf(at(1, 2, 4), 9)).toBe(3);
    expect(freeSlotOf(at(1, 2, 3, 4, 5, 6, 7, 8, 9), 9)).toBe(9);
  });

  it("are switched with the keys 1 to 9, outside text fields", () => {
    const key = (k: string, target: EventTarget | null = document.body) => feedCommandOf({ key: k, ctrlKey: false, metaKey: false, altKey: false, target });
    expect(key("3")).toBe("view-3");
    expect(viewSlotOf(key("9")!)).toBe(9);
    expect(key("0")).toBeNull();
    expect(viewSlotOf("next")).toBeNull();
    expect(key("3", document.createElement("input"))).toBeNull();
  });
});
