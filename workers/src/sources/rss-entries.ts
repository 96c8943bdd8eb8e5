import type { FeedEntry } from "./feed-entry";
import { parseFeedDate } from "./parse-feed-date";
import { attributeOf, childOf, listOf, textOf } from "./xml-node";

/** The item's link; a permalink guid stands in when a feed leaves <link> out. */
function linkOf(item: unknown): string | null {
  const link = textOf(childOf(item, "link"));
  if (link) return link;
  const guid = childOf(item, "guid");
  const guidText = textOf(guid);
  return guidText && attributeOf(guid, "isPermaLink") !== "false" && /^https?:\/\//i.test(guidText) ? guidText : null;
}

function entryOf(item: unknown): FeedEntry {
  const source = childOf(item, "source");
  return {
    title: textOf(childOf(item, "title")),
    url: linkOf(item),
    publishedAt: parseFeedDate(textOf(childOf(item, "pubDate")) ?? textOf(childOf(item, "dc:date"))),
    summary: textOf(childOf(item, "description")) ?? textOf(childOf(item, "content:encoded")),
    publisher: source === undefined ? null : { name: textOf(source), url: attributeOf(source, "url") },
  };
}

/** Items of an RSS 2.0 document (<rss><channel><item>) or an RSS 1.0 one (<rdf:RDF><item>). */
export function rssEntries(document: Record<string, unknown>): FeedEntry[] {
  const items = document.rss === undefined
    ? childOf(document["rdf:RDF"], "item")
    : childOf(childOf(document.rss, "channel"), "item");
  return listOf(items).map(entryOf);
}
