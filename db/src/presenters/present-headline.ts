import type { MiddleEastArticle } from "@tradewire/core";
import type { FeedArticle } from "../repositories/articles";

/** A headline of the Middle East panel (spec section 3): title, url, source, impact, date_published. */
export function presentHeadline(article: Pick<FeedArticle, "title" | "url" | "source" | "impact" | "datePublished">): MiddleEastArticle {
  return {
    title: article.title,
    url: article.url,
    source: article.source,
    impact: article.impact,
    date_published: article.datePublished.toISOString(),
  };
}
