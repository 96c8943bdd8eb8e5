import { describe, expect, it } from "vitest";
import { tickerListingsFixture } from "../../testing/ticker-listings-fixture";
import { linkTickers } from "./link-tickers";
import { createLinkerModel } from "./linker-model";
import { createTickerIndex } from "./ticker-index";

const index = createTickerIndex(tickerListingsFixture);

describe("linkTickers", () => {
  it("takes a name when the model gives it its threshold, and leaves the rest", () => {
    // A model that knows one thing: a name followed by "shares" is a company.
    const model = createLinkerModel({ bias: -2, features: ["next:shares"], weights: [4], threshold: 0.5 });
    expect(linkTickers("Nvidia shares jump after Apple deal", index, model)).toEqual(["NVDA"]);
    expect(linkTickers("Nvidia unveils chips", index, model)).toEqual([]);
  });

  it("always takes a symbol written as one, whatever the model says of names", () => {
    const never = createLinkerModel({ bias: -10, features: [], weights: [], threshold: 0.5 });
    expect(linkTickers("Exxon Mobil (NYSE: XOM) and $NVDA rally", index, never)).toEqual(["XOM", "NVDA"]);
  });

  it("without a model, links what the rules are certain of", () => {
    expect(linkTickers("Apple growers brace for tariffs as Nvidia shares slide", index, null)).toEqual(["NVDA"]);
  });

  it("reads a story's title and summary each on its own: no neighbour across the line, each line's own case", () => {
    const model = createLinkerModel({ bias: -2, features: ["next:shares"], weights: [4], threshold: 0.5 });
    expect(linkTickers("Chips rally led by Nvidia shares", index, model)).toEqual(["NVDA"]);
    expect(linkTickers("Chips rally led by Nvidia\nshares of rivals slid", index, model)).toEqual([]);
    // A flash title in capitals matches names case-blind though its summary is in sentence case; the summary does not.
    const always = createLinkerModel({ bias: 10, features: [], weights: [], threshold: 0.5 });
    expect(linkTickers("*FORD CUTS 2026 OUTLOOK\nThe carmaker said tariffs raised costs.", index, always)).toEqual(["F"]);
    expect(linkTickers("Carmakers slide\nAnalysts at FORD said so.", index, always)).toEqual([]);
  });

  it("reads past a wire's tag joined to the first word", () => {
    expect(linkTickers("UPDATE 2-Nvidia shares slide", index, null)).toEqual(["NVDA"]);
    expect(linkTickers("EXCLUSIVE-Nvidia weighs bid", index, null)).toEqual(["NVDA"]);
  });
});
