import { decodeHtmlEntities } from "./decode-html-entities";

/** Tags that separate words when rendered; dropping them without a space would glue words together. */
const BLOCK_TAG =
  /<\/?(p|br|div|li|ul|ol|h[1-6]|tr|td|th|table|blockquote|figure|figcaption|hr|section|article)\b[^>]*>/gi;
const ANY_TAG = /<\/?[a-z!?][^>]*>/gi;
const INVISIBLE_BLOCK = /<(script|style|noscript|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const COMMENT = /<!--[\s\S]*?-->/g;

/**
 * Reduces an HTML fragment from a feed to one line of plain text, cut at a word boundary when longer
 * than maxLength (the ellipsis included). Returns "" for nothing readable.
 */
export function plainText(html: string, maxLength = Number.POSITIVE_INFINITY): string {
  const text = decodeHtmlEntities(
    html.replace(COMMENT, " ").replace(INVISIBLE_BLOCK, " ").replace(BLOCK_TAG, " ").replace(ANY_TAG, ""),
  )
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
