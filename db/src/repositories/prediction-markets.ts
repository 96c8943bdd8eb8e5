import { sql } from "drizzle-orm";
import type { Database } from "../client";
import { articleMarkets, predictionMarkets } from "../schema/index";
import type { MarketPlatform } from "@tradewire/core/wire-constants";

export interface MarketRecord {
  platform: MarketPlatform;
  externalId: string;
  question: string;
  slug: string | null;
  closed: boolean;
}

const marketKey = (market: { platform: string; externalId: string }) => `${market.platform}:${market.externalId}`;

/** Creates or refreshes markets; answers their ids keyed by "platform:externalId". */
export async function upsertPredictionMarkets(db: Database, markets: MarketRecord[]): Promise<Map<string, number>> {
  const unique = [...new Map(markets.map((market) => [marketKey(market), market])).values()];
  if (!unique.length) return new Map();
  const rows = await db
    .insert(predictionMarkets)
    .values(unique)
    .onConflictDoUpdate({
      target: [predictionMarkets.platform, predictionMarkets.externalId],
      set: { question: sql`excluded.question`, slug: sql`excluded.slug`, closed: sql`excluded.closed`, updatedAt: new Date() },
    })
    .returning({ id: predictionMarkets.id, platform: predictionMarkets.platform, externalId: predictionMarkets.externalId });
  return new Map(rows.map((row) => [marketKey(row), row.id]));
}

export async function linkArticleMarkets(db: Database, links: { articleId: number; marketId: number }[]): Promise<void> {
  if (!links.length) return;
  await db.insert(articleMarkets).values(links).onConflictDoNothing();
}

export { marketKey };
