import { HttpError } from "../http/http-error";

/** Keyset cursor of the feed: the (date_published, id) of the last article of a page, opaque to callers. */
export function encodeArticleCursor(last: { datePublished: Date; id: number }): string {
  return Buffer.from(JSON.stringify([last.datePublished.toISOString(), last.id])).toString("base64url");
}

export function decodeArticleCursor(cursor: string): { publishedAt: Date; id: number } {
  try {
    const [iso, id] = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as [unknown, unknown];
    const publishedAt = new Date(String(iso));
    if (typeof id === "number" && Number.isSafeInteger(id) && !Number.isNaN(publishedAt.getTime())) return { publishedAt, id };
  } catch {
    // fall through to the 400 below
  }
  throw new HttpError(400, "query.before: not a cursor this API gave out");
}
