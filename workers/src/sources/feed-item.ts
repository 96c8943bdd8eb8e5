/** One story as a source reported it, normalised so every format looks the same to the ingest job. */
export interface FeedItem {
  title: string;
  /** Canonical form (see canonicalUrl), so the same story from two feeds compares equal. */
  url: string;
  /** Short lower-case publisher name such as "reuters" (see sourceNameOf). */
  source: string;
  publishedAt: Date;
  /** False when the feed gave no usable publication time: publishedAt is then the time the feed was read. */
  stamped: boolean;
  summary: string | null;
  sourceId: string;
}
