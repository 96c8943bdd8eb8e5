import { describe, expect, it } from "vitest";
import { relatedTickers } from "./related-tickers";

describe("relatedTickers", () => {
  it("maps each topic to its ETFs, each once", () => {
    expect(relatedTickers(["oil", "energy", "defense"], [])).toEqual(["USO", "XLE", "ITA"]);
  });

  it("adds the broad market for tariffs only when no sector ETF applies", () => {
    expect(relatedTickers(["tariffs", "trade", "china"], [])).toEqual(["SPY", "FXI"]);
    expect(relatedTickers(["tariffs", "trade", "autos"], [])).toEqual(["CARZ"]);
  });

  it("leaves out tickers the story names", () => {
    expect(relatedTickers(["oil", "energy"], ["XLE"])).toEqual(["USO"]);
  });
});
