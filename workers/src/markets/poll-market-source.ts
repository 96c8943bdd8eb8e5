import { presentMarket, recordSourceFailure, recordSourceSuccess, upsertMarketSnapshots } from "@tradewire/db";
import type { JobContext } from "../job-context";
import { nextPollDelaySeconds } from "../sources/next-poll-delay-seconds";
import { SourceError } from "../sources/source-error";
import type { MarketSnapshot } from "./market-snapshot";

export interface MarketSource {
  /** The id its health is kept under in source_states (and GET /api/sources). */
  id: string;
  listOpenMarkets(limit: number): Promise<MarketSnapshot[]>;
}

/** Stores markets as a platform reports them, and announces the new ones and the ones a reader would see change. */
export async function storeMarketSnapshots(context: JobContext, markets: MarketSnapshot[]) {
  const { created, updated } = await upsertMarketSnapshots(context.database.db, markets);
  // One tick: the event bus sends them as one batch.
  await Promise.all([
    ...created.map((market) => context.publish("market.created", presentMarket(market))),
    ...updated.map((market) => context.publish("market.updated", presentMarket(market))),
  ]);
  return { created, updated };
}

/**
 * Reads one platform's open markets, stores them, and announces the new ones (market.created) and the ones
 * that changed (market.updated). A failure is recorded on that platform alone, with backoff.
 */
export async function pollMarketSource(context: JobContext, source: MarketSource, previousFailures: number): Promise<{ ok: boolean }> {
  const { database, logger, config } = context;
  // Market lists move by the minute; each platform is asked every MARKETS_INTERVAL_MS while healthy.
  const poll = { intervalSeconds: config.MARKETS_INTERVAL_MS / 1000 };
  const nextPollAt = (failures: number, retryAfter?: number) => new Date(Date.now() + nextPollDelaySeconds(poll, failures, retryAfter) * 1000);
  try {
    const markets = await source.listOpenMarkets(config.MARKETS_PER_SOURCE);
    const { created, updated } = await storeMarketSnapshots(context, markets);
    await recordSourceSuccess(database.db, source.id, { seen: markets.length, created: created.length, nextPollAt: nextPollAt(0) });
    logger.info({ source: source.id, seen: markets.length, created: created.length, updated: updated.length }, "markets polled");
    return { ok: true };
  } catch (error) {
    const failures = previousFailures + 1;
    const retryAfter = error instanceof SourceError ? error.retryAfterSeconds : undefined;
    const message = error instanceof Error ? error.message : String(error);
    await recordSourceFailure(database.db, source.id, message, nextPollAt(failures, retryAfter));
    logger.warn({ source: source.id, failures, err: message }, "market source failed");
    return { ok: false };
  }
}
