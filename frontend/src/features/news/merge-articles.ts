import type { Article } from "@tradewire/core";

/** The loaded stories: urls newest first, and each story by its url (the feed's unique key). */
export interface ArticleIndex {
  urls: readonly string[];
  byUrl: Readonly<Record<string, Article>>;
}

export const emptyIndex: ArticleIndex = { urls: [], byUrl: {} };

/** Newest first by publication; the later arrival first when two share a timestamp. */
function newerFirst(a: Article, b: Article): number {
  return Date.parse(b.date_published) - Date.parse(a.date_published) || Date.parse(b.received_at) - Date.parse(a.received_at);
}

/**
 * Adds the stories not seen yet at their place in time and refreshes known ones where they stand, so
 * a story pushed twice (or pushed and then paged in) shows once. The existing list is already in
 * order, so one merge pass keeps a push cheap even with 10,000 stories loaded.
 */
export function mergeArticles(index: ArticleIndex, incoming: readonly Article[]): ArticleIndex {
  const byUrl = { ...index.byUrl };
  const added = new Map<string, Article>();
  for (const article of incoming) {
    if (Object.hasOwn(index.byUrl, article.url)) byUrl[article.url] = article;
    else added.set(article.url, article);
  }
  if (added.size === 0) return { urls: index.urls, byUrl };

  const fresh = [...added.values()].sort(newerFirst);
  const urls: string[] = [];
  let i = 0;
  for (const url of index.urls) {
    while (i < fresh.length && newerFirst(fresh[i]!, byUrl[url]!) < 0) urls.push(fresh[i++]!.url);
    urls.push(url);
  }
  for (; i < fresh.length; i++) urls.push(fresh[i]!.url);
  for (const article of fresh) byUrl[article.url] = article;
  return { urls, byUrl };
}
