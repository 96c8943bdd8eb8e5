import type { FeedEntry } from "./feed-entry";
import { parseFeedDate } from "./parse-feed-date";
import { attributeOf, childOf, listOf, textOf } from "./xml-node";

/** The entry's rel="alternate" link (a link without rel is alternate by the Atom spec). */
function alternateLinkOf(entry: unknown): string | null {
  const links = listOf(childOf(entry, "link"));
  const alternate = links.find((link) => (attributeOf(link, "rel") ?? "alternate") === "alternate");
  return attributeOf(alternate ?? links[0], "href");
}

function entryOf(entry: unknown): FeedEntry {
  return {
    title: textOf(childOf(entry, "title")),
    url: alternateLinkOf(entry),
    publishedAt: parseFeedDate(textOf(childOf(entry, "published")) ?? textOf(childOf(entry, "updated"))),
    summary: textOf(childOf(entry, "summary")) ?? textOf(childOf(entry, "content")),
    publisher: null,
  };
}

/** Entries of an Atom 1.0 document (<feed><entry>). */
export function atomEntries(document: Record<string, unknown>): FeedEntry[] {
  return listOf(childOf(document.feed, "entry")).map(entryOf);
}
