import type { FeedEntry } from "./feed-entry";
import { SourceError } from "./source-error";

/** GDELT's seendate, "YYYYMMDDTHHMMSSZ" in UTC. */
function parseSeenDate(raw: unknown): Date | null {
  const match = typeof raw === "string" ? /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(raw.trim()) : null;
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match;
  const date = new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

function stringOf(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

/** Articles of a GDELT DOC 2.0 ArtList answer; every field but url may be missing and {} means no hits. */
export function gdeltEntries(sourceId: string, body: string): FeedEntry[] {
  let document: unknown;
  try {
    document = JSON.parse(body);
  } catch (error) {
    // GDELT answers some problems (bad query, throttling) with a 200 and a line of plain text.
    throw new SourceError("parse", `${sourceId}: not JSON: ${body.slice(0, 120)}`, { cause: error });
  }
  if (typeof document !== "object" || document === null || Array.isArray(document)) {
    throw new SourceError("parse", `${sourceId}: expected a JSON object with "articles"`);
  }
  const articles = (document as { articles?: unknown }).articles ?? [];
  if (!Array.isArray(articles)) throw new SourceError("parse", `${sourceId}: "articles" is not a list`);
  return articles.map((article: Record<string, unknown> | null): FeedEntry => ({
    title: stringOf(article?.title),
    url: stringOf(article?.url),
    publishedAt: parseSeenDate(article?.seendate),
    summary: null,
    publisher: null,
  }));
}
