import { describe, expect, it } from "vitest";
import { makePriceBars } from "../testing/factories";
import { testEngines, useTestDatabase } from "../testing/test-databases";
import { readBarsOf, readCoveragesOf, storeBars } from "./price-bars";

describe.each(testEngines)("price bars on %s", (engine) => {
  const database = useTestDatabase(engine);
  const from = new Date("2026-11-19T15:00:00Z");
  const hour = (n: number) => new Date(from.getTime() + n * 3_600_000);

  it("reads a span of several symbols in time order, and widens the covered span as bars arrive", async () => {
    const db = database().db;
    await makePriceBars(db, "NVDA", [100, 101, 102], from);
    await makePriceBars(db, "SPY", [400], from);
    const bars = await readBarsOf(db, ["NVDA", "SPY", "NONE"], "1h", hour(1), hour(2));
    expect(bars.get("NVDA")).toEqual([
      { time: hour(1).getTime(), close: 101 },
      { time: hour(2).getTime(), close: 102 },
    ]);
    expect(bars.get("SPY")).toEqual([]);
    expect(bars.get("NONE")).toEqual([]);

    await storeBars(db, "NVDA", "1h", [{ time: hour(2).getTime(), close: 102.5 }], { from: hour(-5), to: hour(2) });
    expect((await readBarsOf(db, ["NVDA"], "1h", hour(2), hour(2))).get("NVDA")).toEqual([{ time: hour(2).getTime(), close: 102.5 }]);
    expect((await readCoveragesOf(db, ["NVDA"], "1h")).get("NVDA")).toEqual({ from: hour(-5), to: hour(3) });
    expect((await readCoveragesOf(db, ["NVDA"], "5m")).size).toBe(0);
  });
});
