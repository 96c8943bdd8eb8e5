import { describe, expect, it } from "vitest";
import { testEngines, useTestDatabase } from "../testing/test-databases";
import { dropSessionBars, readLatestSessionBars, sessionBarsKey, storeSessionBars } from "./oil-prices";
import { listCachedSymbols, readBarsOf } from "./price-bars";

const minute = 60_000;
const friday = new Date("2026-11-20T14:30:00Z");
const monday = new Date("2026-11-23T14:30:00Z");
const barsFrom = (start: Date, closes: number[]) => closes.map((close, index) => ({ time: start.getTime() + index * minute, close }));

describe.each(testEngines)("session bars on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("keeps one session per key: a new session's bars replace the last one's", async () => {
    const db = database().db;
    const key = sessionBarsKey("replay", "USO");
    await storeSessionBars(db, key, "1m", barsFrom(friday, [74.1, 74.2, 74.15]), { from: friday, to: new Date(friday.getTime() + 3 * minute) });
    expect(await readLatestSessionBars(db, "USO", "1m", ["yahoo", "replay"])).toEqual({
      source: "replay",
      bars: barsFrom(friday, [74.1, 74.2, 74.15]),
      coveredFrom: friday,
      coveredTo: new Date(friday.getTime() + 3 * minute),
    });

    // The same session fetched again: the forming bar takes its new close and one more bar arrives.
    await storeSessionBars(db, key, "1m", barsFrom(friday, [74.1, 74.2, 74.3, 74.4]), { from: friday, to: new Date(friday.getTime() + 4 * minute) });
    expect((await readLatestSessionBars(db, "USO", "1m", ["replay"]))!.bars).toEqual(barsFrom(friday, [74.1, 74.2, 74.3, 74.4]));

    await storeSessionBars(db, key, "1m", barsFrom(monday, [75, 75.5]), { from: monday, to: new Date(monday.getTime() + 2 * minute) });
    expect(await readLatestSessionBars(db, "USO", "1m", ["replay"])).toMatchObject({ bars: barsFrom(monday, [75, 75.5]), coveredFrom: monday });
    // Friday's bars are gone from the table, not only from the answer.
    const stored = await readBarsOf(db, [key], "1m", new Date(0), new Date("2030-01-01T00:00:00Z"));
    expect(stored.get(key)).toEqual(barsFrom(monday, [75, 75.5]));
  });

  it("answers the source fetched most recently, and nothing before any fetch", async () => {
    const db = database().db;
    expect(await readLatestSessionBars(db, "XLE", "1m", ["yahoo", "replay"])).toBeUndefined();
    expect(await readLatestSessionBars(db, "XLE", "1m", [])).toBeUndefined();

    await storeSessionBars(db, sessionBarsKey("yahoo", "XLE"), "1m", barsFrom(friday, [88]), { from: friday, to: new Date(friday.getTime() + minute) });
    await storeSessionBars(db, sessionBarsKey("replay", "XLE"), "1m", barsFrom(monday, [90]), { from: monday, to: new Date(monday.getTime() + minute) });
    expect(await readLatestSessionBars(db, "XLE", "1m", ["yahoo", "replay"])).toMatchObject({ source: "replay", bars: barsFrom(monday, [90]) });
    expect(await readLatestSessionBars(db, "XLE", "1m", ["yahoo"])).toMatchObject({ source: "yahoo", bars: barsFrom(friday, [88]) });
  });

  it("drops a key's session whole", async () => {
    const db = database().db;
    const key = sessionBarsKey("replay", "XOP");
    await storeSessionBars(db, key, "1m", barsFrom(monday, [130, 131]), { from: monday, to: new Date(monday.getTime() + 2 * minute) });
    await dropSessionBars(db, key, "1m");
    expect(await readLatestSessionBars(db, "XOP", "1m", ["replay"])).toBeUndefined();
    expect((await readBarsOf(db, [key], "1m", new Date(0), new Date("2030-01-01T00:00:00Z"))).get(key)).toEqual([]);
  });

  it("stays out of the trading canvas's list of cached symbols", async () => {
    const db = database().db;
    await storeSessionBars(db, sessionBarsKey("yahoo", "USO"), "1m", barsFrom(monday, [75]), { from: monday, to: new Date(monday.getTime() + minute) });
    expect((await listCachedSymbols(db, { limit: 100 })).map((symbol) => symbol.symbol)).not.toContain("USO");
  });
});
