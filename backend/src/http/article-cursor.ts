import { HttpError } from "./http-error";

/**
 * The dates a cursor may hold: what a news feed publishes, and what both PostgreSQL's timestamptz and a
 * JS Date hold (a JS date in year -100000 or +200000 is out of PostgreSQL's range, and failed as a 500).
 */
const EARLIEST_CURSOR_MS = Date.UTC(1970, 0, 1);
const LATEST_CURSOR_MS = Date.UTC(10_000, 0, 1) - 1;

/** Keyset cursor of the feed: the (date_published, id) of the last article of a page, opaque to callers. */
export function encodeArticleCursor(last: { datePublished: Date; id: number }): string {
  return Buffer.from(JSON.stringify([last.datePublished.toISOString(), last.id])).toString("base64url");
}

export function decodeArticleCursor(cursor: string): { publishedAt: Date; id: number } {
  try {
    const [iso, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as [unknown, unknown];
    const publishedAt = new Date(String(iso));
    const time = publishedAt.getTime();
    if (typeof id === "number" && Number.isSafeInteger(id) && id >= 0 && time >= EARLIEST_CURSOR_MS && time <= LATEST_CURSOR_MS) {
      return { publishedAt, id };
    }
  } catch {
    // fall through to the 400 below
  }
  throw new HttpError(400, "query.before: not a cursor this API gave out");
}
