import type { ArticleMarket } from "@tradewire/core";
import type { MarketRow } from "../repositories/prediction-markets";

/** A market as a story's chip (and the editor's list) shows it. */
export function presentArticleMarket(market: Pick<MarketRow, "id" | "platform" | "question" | "slug" | "closed">): ArticleMarket {
  return { id: String(market.id), platform: market.platform, question: market.question, slug: market.slug, closed: market.closed };
}
