import { describe, expect, it } from "vitest";
import { predictionEventFixture } from "../../testing/prediction-event-fixture";
import { defaultSort, nextSort, sortMarkets } from "./market-sort";

describe("market sorting (spec section 4)", () => {
  it("starts on volume, largest first", () => {
    expect(defaultSort).toEqual({ key: "volume", direction: "desc" });
  });

  it("toggles the active column and starts another column descending", () => {
    expect(nextSort({ key: "volume", direction: "desc" }, "volume")).toEqual({ key: "volume", direction: "asc" });
    expect(nextSort({ key: "volume", direction: "asc" }, "volume")).toEqual({ key: "volume", direction: "desc" });
    expect(nextSort({ key: "volume", direction: "asc" }, "age")).toEqual({ key: "age", direction: "desc" });
  });

  it("orders by the column either way, questions alphabetically, and markets without a price last both ways", () => {
    const markets = [
      predictionEventFixture({ id: "a", question: "beta?", probability: 0.2, volume: 10 }),
      predictionEventFixture({ id: "b", question: "Alpha?", probability: null, volume: 30 }),
      predictionEventFixture({ id: "c", question: "gamma?", probability: 0.9, volume: 20 }),
    ];
    const ids = (key: Parameters<typeof sortMarkets>[1]) => sortMarkets(markets, key).map((market) => market.id);
    expect(ids({ key: "question", direction: "asc" })).toEqual(["b", "a", "c"]);
    expect(ids({ key: "question", direction: "desc" })).toEqual(["c", "a", "b"]);
    expect(ids({ key: "probability", direction: "desc" })).toEqual(["c", "a", "b"]);
    expect(ids({ key: "probability", direction: "asc" })).toEqual(["a", "c", "b"]);
    expect(ids({ key: "volume", direction: "desc" })).toEqual(["b", "c", "a"]);
  });
});
