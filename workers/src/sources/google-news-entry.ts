import { decodeHtmlEntities } from "./decode-html-entities";
import type { FeedEntry } from "./feed-entry";

function isGoogleUrl(url: string): boolean {
  try {
    return /(^|\.)google\.[a-z.]+$/.test(new URL(url).hostname);
  } catch {
    return true;
  }
}

/**
 * The publisher's own article URL when the item carries one: the url= parameter of the older redirect
 * links, or a non-Google link in the description. Current items only carry an opaque news.google.com
 * link, which is kept as it is.
 */
function publisherUrlOf(link: string | null, description: string | null): string | null {
  const candidates: string[] = [];
  try {
    if (link) candidates.push(new URL(link).searchParams.get("url") ?? "");
  } catch {
    // An unreadable link is skipped later by parseFeed; only the description can still help.
  }
  const href = description && /<a\s[^>]*href\s*=\s*["']([^"']+)["']/i.exec(description)?.[1];
  if (href) candidates.push(decodeHtmlEntities(href));
  return candidates.find((url) => /^https?:\/\//i.test(url) && !isGoogleUrl(url)) ?? null;
}

/**
 * Google News items end the title with " - Publisher" and name the publisher in <source url>; the
 * description only repeats the headline and publisher, so it is dropped rather than stored as a summary.
 */
export function googleNewsEntry(entry: FeedEntry): FeedEntry {
  const separator = entry.title?.lastIndexOf(" - ") ?? -1;
  const suffix = entry.title && separator > 0 ? entry.title.slice(separator + 3).trim() : null;
  const name = entry.publisher?.name ?? suffix;
  const title = entry.title && name && entry.title.endsWith(` - ${name}`)
    ? entry.title.slice(0, -` - ${name}`.length).trim()
    : entry.title;
  const publisherUrl = publisherUrlOf(entry.url, entry.summary);
  return {
    title,
    url: publisherUrl ?? entry.url,
    publishedAt: entry.publishedAt,
    summary: null,
    publisher: { name, url: entry.publisher?.url ?? publisherUrl },
  };
}
