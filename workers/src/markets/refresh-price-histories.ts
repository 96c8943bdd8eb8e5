import { appendMarketPricePoints, lastPricePointTimes, recordSourceFailure, recordSourceSuccess, type MarketRow } from "@tradewire/db";
import type { JobContext } from "../job-context";
import { nextPollDelaySeconds } from "../sources/next-poll-delay-seconds";
import { SourceError } from "../sources/source-error";
import { createKalshiClient } from "./create-kalshi-client";
import { createPolymarketClient } from "./create-polymarket-client";
import type { MarketPricePoint } from "./market-snapshot";
import { loadReplayMarkets, replayPriceHistory } from "./replay-markets";

const HOUR_MS = 3_600_000;
/** How far back a market's first fetch reaches: the chart's longest range. */
export const HISTORY_HOURS = 48;
/** Histories of followed markets are brought up to date this often. */
export const HISTORY_POLL = { intervalSeconds: 300 } as const;
/** Minutes between points: Polymarket and replay every 10 minutes; Kalshi's candles are hourly. */
const FIDELITY_MINUTES = 10;

type HistoryReader = (market: MarketRow, since: Date, now: Date) => Promise<MarketPricePoint[]>;

/** The health of each platform's history fetches is kept apart from its market list's. */
export const historySourceId = (platform: string) => `${platform}-prices`;

function liveReaders(config: JobContext["config"]): Record<MarketRow["platform"], HistoryReader> {
  const polymarket = createPolymarketClient({ gammaUrl: config.POLYMARKET_GAMMA_URL, clobUrl: config.POLYMARKET_CLOB_URL });
  const kalshi = createKalshiClient({ baseUrl: config.KALSHI_API_URL });
  return {
    polymarket: async (market, since) => {
      const yes = market.outcomes[0]?.tokenId;
      return yes ? polymarket.priceHistory(yes, { since, fidelity: FIDELITY_MINUTES }) : [];
    },
    kalshi: (market, since, now) => kalshi.priceHistory(market.externalId, { from: since, to: now, periodMinutes: 60 }),
  };
}

/** Replay markets report the points of their deterministic path. */
function replayReader(): HistoryReader {
  const byKey = new Map(loadReplayMarkets().map((market) => [`${market.platform}:${market.external_id}`, market]));
  return async (market, since, now) => {
    const replay = byKey.get(`${market.platform}:${market.externalId}`);
    return replay ? replayPriceHistory(replay, since.getTime() + 1, now.getTime(), FIDELITY_MINUTES * 60_000) : [];
  };
}

/**
 * Brings the price histories of these markets up to date: each asks only for what came after its newest
 * stored point (at most HISTORY_HOURS back). Live, each platform is asked in turn and its health recorded
 * under `<platform>-prices`; a market it does not know is skipped, and any other failure stops it for this run and backs it off (a 429's Retry-After
 * respected), leaving the other platform unaffected. From the replay set, the path is read instead.
 */
export async function refreshPriceHistories(
  context: JobContext,
  markets: MarketRow[],
  { source, previousFailures = {} }: { source: "live" | "replay"; previousFailures?: Record<string, number> },
): Promise<{ points: number }> {
  const { database, logger, config } = context;
  const now = new Date();
  const last = await lastPricePointTimes(database.db, markets.map((market) => market.id));
  const sinceOf = (market: MarketRow) => new Date(Math.max(last.get(market.id)?.getTime() ?? 0, now.getTime() - HISTORY_HOURS * HOUR_MS));
  const readers = source === "live" ? liveReaders(config) : null;
  const replay = replayReader();
  let total = 0;
  const platforms = [...new Set(markets.map((market) => market.platform))];
  await Promise.all(
    platforms.map(async (platform) => {
      const id = historySourceId(platform);
      let points = 0;
      try {
        for (const market of markets.filter((candidate) => candidate.platform === platform)) {
          const history = await (readers?.[platform] ?? replay)(market, sinceOf(market), now).catch((error: unknown) => {
            // A market the platform does not know (delisted, or a replay market kept from a fallback) is skipped, not a platform failure.
            if (error instanceof SourceError && error.kind === "http" && (error.status === 404 || error.status === 400)) return [];
            throw error;
          });
          await appendMarketPricePoints(database.db, market.id, history.map((point) => ({ at: point.time, price: point.price })));
          points += history.length;
        }
        if (readers) await recordSourceSuccess(database.db, id, { seen: points, created: points, nextPollAt: new Date(now.getTime() + HISTORY_POLL.intervalSeconds * 1000) });
      } catch (error) {
        if (!readers) throw error;
        const failures = (previousFailures[id] ?? 0) + 1;
        const retryAfter = error instanceof SourceError ? error.retryAfterSeconds : undefined;
        const message = error instanceof Error ? error.message : String(error);
        await recordSourceFailure(database.db, id, message, new Date(now.getTime() + nextPollDelaySeconds(HISTORY_POLL, failures, retryAfter) * 1000));
        logger.warn({ source: id, failures, err: message }, "price history failed");
      }
      total += points;
    }),
  );
  return { points: total };
}
