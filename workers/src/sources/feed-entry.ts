/** An item as a format parser found it, before the shared clean-up in parseFeed. */
export interface FeedEntry {
  title: string | null;
  /** As written in the feed; may be relative or carry tracking parameters. */
  url: string | null;
  publishedAt: Date | null;
  /** May contain HTML; parseFeed reduces it to plain text. */
  summary: string | null;
  /** The original publisher when the feed names one (RSS <source url>, Google News). */
  publisher: { name: string | null; url: string | null } | null;
}
