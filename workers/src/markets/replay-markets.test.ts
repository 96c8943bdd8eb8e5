import { describe, expect, it } from "vitest";
import { loadReplaySet } from "../replay/replay-set";
import { loadReplayMarkets, replayPrice, replayPriceHistory, replaySnapshots } from "./replay-markets";

const at = new Date("2026-11-23T10:00:00Z");

describe("replay markets", () => {
  it("hold at least 40 markets of both platforms, among them every market a replay story carries", () => {
    const markets = loadReplayMarkets();
    expect(markets.length).toBeGreaterThanOrEqual(40);
    expect(new Set(markets.map((market) => market.platform))).toEqual(new Set(["polymarket", "kalshi"]));
    const byKey = new Map(markets.map((market) => [`${market.platform}:${market.external_id}`, market]));
    for (const story of loadReplaySet()) {
      for (const carried of story.markets ?? []) {
        expect(byKey.get(`${carried.platform}:${carried.external_id}`), carried.question).toMatchObject({ question: carried.question, slug: carried.slug, closed: carried.closed });
      }
    }
  });

  it("give the same prices for the same instant, and open markets keep moving from one minute to the next", () => {
    expect(replaySnapshots(at)).toEqual(replaySnapshots(new Date(at)));
    const later = new Map(replaySnapshots(new Date(at.getTime() + 5 * 60_000)).map((market) => [market.externalId, market.probability]));
    const open = replaySnapshots(at).filter((market) => !market.closed);
    const moved = open.filter((market) => later.get(market.externalId) !== market.probability);
    expect(moved.length).toBeGreaterThan(open.length * 0.8);
  });

  it("keep prices between 1% and 99%, closed markets at their settled price, and a 24 h change that matches the path", () => {
    for (const snapshot of replaySnapshots(at)) {
      expect(snapshot.probability).toBeGreaterThanOrEqual(0.01);
      expect(snapshot.probability).toBeLessThanOrEqual(0.99);
      const market = loadReplayMarkets().find((candidate) => candidate.external_id === snapshot.externalId)!;
      if (market.closed) expect(snapshot.probabilityChange24h).toBe(0);
      else expect(snapshot.probabilityChange24h).toBeCloseTo(replayPrice(market, at.getTime()) - replayPrice(market, at.getTime() - 86_400_000), 3);
      expect(snapshot.outcomes.map((outcome) => outcome.outcome)).toEqual(["Yes", "No"]);
      if (snapshot.platform === "polymarket") expect(snapshot.outcomes[0]!.tokenId).toMatch(/^\d{77,78}$/);
    }
  });

  it("report a history whose last point is the current price", () => {
    const market = loadReplayMarkets().find((candidate) => !candidate.closed)!;
    const history = replayPriceHistory(market, at.getTime() - 6 * 3_600_000, at.getTime(), 600_000);
    expect(history).toHaveLength(37);
    expect(history.at(-1)).toEqual({ time: at, price: replayPrice(market, at.getTime()) });
  });
});
