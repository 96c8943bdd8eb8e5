import { oilPricesSchema } from "@tradewire/core";
import { sessionBarsKey, storeSessionBars } from "@tradewire/db";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJson } from "../../testing/read-json";
import { startTestServer, type TestServer } from "../../testing/test-server";

const MINUTE = 60_000;

describe.each(testEngines)("Middle East routes on %s (replay prices)", (engine) => {
  let app: TestServer;

  beforeAll(async () => {
    app = await startTestServer(engine, { env: { PRICE_SOURCE: "replay" } });
  });
  afterAll(async () => {
    await app?.close();
  });

  const oil = () => fetch(`${app.url}/api/middle-east/oil`);

  it("answers 503 with Retry-After before the first fetch, and queues the fetch that then answers", async () => {
    const early = await oil();
    expect(early.status).toBe(503);
    expect(early.headers.get("retry-after")).toBe("5");
    expect(await readJson(early)).toEqual({ error: "service_unavailable", message: "Oil prices are being fetched; try again in a few seconds" });

    await expect.poll(async () => (await oil()).status, { timeout: 15_000, interval: 250 }).toBe(200);
  });

  it("serves anyone the last session's replayed USO closes, one a minute, oldest first", async () => {
    const answer = await oil();
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("public, max-age=15");
    const body = await readJson(answer);
    expect(Object.keys(body).sort()).toEqual(["bars", "mode", "symbol"]);
    const prices = oilPricesSchema.parse(body);
    expect(prices).toMatchObject({ symbol: "USO", mode: "replay" });
    expect(prices.bars.length).toBeGreaterThan(0);
    expect(prices.bars.length).toBeLessThanOrEqual(390);
    for (const [index, bar] of prices.bars.entries()) {
      expect(Object.keys(bar).sort()).toEqual(["close", "time"]);
      expect(bar.close).toBeGreaterThan(0);
      if (index > 0) expect(bar.time - prices.bars[index - 1]!.time).toBe(MINUTE);
    }
    expect(prices.bars.at(-1)!.time).toBeLessThanOrEqual(Date.now());
  });

  it("says 'live' once Yahoo's bars are the ones fetched last", async () => {
    const open = new Date(Date.now() + MINUTE);
    await storeSessionBars(app.database.db, sessionBarsKey("yahoo", "USO"), "1m", [{ time: open.getTime(), close: 76.25 }], { from: open, to: new Date(open.getTime() + MINUTE) });
    expect(await readJson(await oil())).toEqual({ symbol: "USO", mode: "live", bars: [{ time: open.getTime(), close: 76.25 }] });
  });
});
