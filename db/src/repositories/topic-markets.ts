import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import type { Database } from "../client";
import { articleMarkets, articles, predictionMarkets } from "../schema/index";
import type { MarketRow } from "./prediction-markets";
import { toTextArray } from "./sql-arrays";

/**
 * The open markets of one topic (the classifier's tag of a story, the platform's tag of a market: "middle-east"):
 * first those linked to a story with the tag, the markets the topic's news is about, then those only the platform
 * tagged with it; largest volume first within each. Markets of other topics are left out, however large.
 */
export async function listTopicMarkets(db: Database, { tag, limit }: { tag: string; limit: number }): Promise<MarketRow[]> {
  const onTopicStories = db
    .select({ id: articleMarkets.marketId })
    .from(articleMarkets)
    .innerJoin(articles, eq(articles.id, articleMarkets.articleId))
    .where(sql`${articles.tags} && ${toTextArray([tag])}`);
  const linked = inArray(predictionMarkets.id, onTopicStories);
  const tagged = sql`${predictionMarkets.tags} @> ${JSON.stringify([tag])}::jsonb`;
  return db
    .select()
    .from(predictionMarkets)
    .where(and(eq(predictionMarkets.closed, false), or(linked, tagged)))
    .orderBy(desc(linked), desc(predictionMarkets.volume), desc(predictionMarkets.id))
    .limit(limit);
}
