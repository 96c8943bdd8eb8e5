import { atomEntries } from "./atom-entries";
import { canonicalUrl } from "./canonical-url";
import type { FeedEntry } from "./feed-entry";
import type { FeedItem } from "./feed-item";
import { gdeltEntries } from "./gdelt-entries";
import { googleNewsEntry } from "./google-news-entry";
import { parseXmlDocument } from "./parse-xml-document";
import { plainText } from "./plain-text";
import { rssEntries } from "./rss-entries";
import type { SourceDefinition } from "@tradewire/platform";
import { SourceError } from "./source-error";
import { sourceNameOf } from "./source-name-of";

const SUMMARY_MAX_LENGTH = 500;
/** Publishers' clocks drift and some stamp tomorrow's print date; beyond this we trust our own clock. */
const FUTURE_TOLERANCE_MS = 5 * 60_000;

/** RSS and Atom are told apart by the document, not the configuration, since publishers switch formats. */
function xmlEntries(source: SourceDefinition, body: string): FeedEntry[] {
  const document = parseXmlDocument(source.id, body);
  if (document.rss !== undefined || document["rdf:RDF"] !== undefined) return rssEntries(document);
  if (document.feed !== undefined) return atomEntries(document);
  throw new SourceError("parse", `${source.id}: neither an RSS nor an Atom document`);
}

function entriesOf(source: SourceDefinition, body: string): FeedEntry[] {
  if (source.format === "gdelt") return gdeltEntries(source.id, body);
  const entries = xmlEntries(source, body);
  return source.format === "google-news" ? entries.map(googleNewsEntry) : entries;
}

/** An absolute http(s) URL, resolving relative links against the feed's address. */
function absoluteUrl(url: string, base: string): string | null {
  try {
    const resolved = new URL(url, base);
    return resolved.protocol === "http:" || resolved.protocol === "https:" ? resolved.toString() : null;
  } catch {
    return null;
  }
}

function publisherNameOf(entry: FeedEntry, url: string): string {
  if (entry.publisher?.url) return sourceNameOf(entry.publisher.url);
  const fromName = entry.publisher?.name?.toLowerCase().replace(/[^a-z0-9]/g, "");
  return fromName || sourceNameOf(url);
}

/**
 * The items of one fetched feed body, normalised: plain-text title and summary, canonical URL, a
 * publisher name, a date that is never missing nor in the future. Items without a title or a usable
 * URL are skipped, and an item repeated within the feed comes out once.
 */
export function parseFeed(source: SourceDefinition, body: string, now: Date = new Date()): FeedItem[] {
  const items = new Map<string, FeedItem>();
  for (const entry of entriesOf(source, body)) {
    const title = entry.title ? plainText(entry.title) : "";
    const absolute = entry.url ? absoluteUrl(entry.url, source.url) : null;
    if (!title || !absolute) continue;
    const url = canonicalUrl(absolute);
    if (items.has(url)) continue;
    const published = entry.publishedAt;
    const tooLate = published !== null && published.getTime() > now.getTime() + FUTURE_TOLERANCE_MS;
    items.set(url, {
      title,
      url,
      source: publisherNameOf(entry, url),
      publishedAt: published === null || tooLate ? now : published,
      stamped: published !== null && !tooLate,
      summary: (entry.summary && plainText(entry.summary, SUMMARY_MAX_LENGTH)) || null,
      sourceId: source.id,
    });
  }
  return [...items.values()];
}
