import { describe, expect, it } from "vitest";
import { classifyArticle } from "./classify-article";
import { classifyImpactByRules } from "./classify-impact";
import { labelledHeadlines } from "../../testing/labelled-headlines";
import { createTickerIndex } from "./ticker-index";
import { tickerListingsFixture } from "../../testing/ticker-listings-fixture";

// The rules alone, with neither learned model: what these headlines were written against.
const rules = { tickerIndex: createTickerIndex(tickerListingsFixture), linkerModel: null, impactModel: null, regionModel: null };

describe("classifyArticle on labelled headlines", () => {
  it.each(labelledHeadlines)("tags and tickers: $title", ({ title, summary, tags, tickers }) => {
    const classification = classifyArticle({ title, summary }, rules);
    expect(classification.tags).toEqual(tags);
    if (tickers) expect(classification.tickers).toEqual(tickers);
  });

  // The rules were written against these labels, so each is asserted on the rules alone; the committed model,
  // which never saw them, is held to the issue's bar on them as a set where it is read (the workers'
  // impact-model-file.test.ts), like on the corpus's held-out split.
  it.each(labelledHeadlines)("impact by the rules alone $impact: $title", ({ title, summary, impact }) => {
    const classification = classifyImpactByRules(title, summary ?? "");
    expect(classification.impact, classification.impactRules.join(" ")).toBe(impact);
  });

  it("has enough labels to mean something", () => {
    expect(labelledHeadlines.length).toBeGreaterThanOrEqual(60);
  });
});

describe("classifyArticle related tickers", () => {
  const related = (title: string) => classifyArticle({ title }, rules).related;

  it("maps topics to the ETFs they move", () => {
    expect(related("Oil prices jump 5% as Middle East tensions flare")).toEqual(["USO", "XLE"]);
    expect(related("Pentagon awards Lockheed Martin $12 billion F-35 contract")).toEqual(["ITA"]);
    expect(related("Gold hits record above $3,000 as investors seek safety")).toEqual(["GLD"]);
    expect(related("Houthi rebels attack container ship in Red Sea")).toEqual(["BOAT"]);
    expect(related("US tightens chip export controls on China; Nvidia shares fall")).toEqual(["FXI", "QQQ", "SMH"]);
  });

  it("adds the broad market for tariffs unless a sector ETF says more", () => {
    expect(related("US tariffs on Chinese goods take effect at midnight")).toEqual(["SPY", "FXI"]);
    expect(related("Trump imposes 25% tariffs on all steel and aluminum imports")).toEqual(["XME"]);
  });

  it("keeps named tickers out of related ones", () => {
    expect(related("SPDR Gold Shares (NYSEARCA: GLD) draw record inflows as gold rallies")).toEqual([]);
    expect(classifyArticle({ title: "SPDR Gold Shares (NYSEARCA: GLD) draw record inflows as gold rallies" }, rules).tickers).toEqual(["GLD"]);
  });
});
