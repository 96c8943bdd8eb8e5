import { decodeBody } from "./decode-body";
import type { FeedItem } from "./feed-item";
import { parseFeed } from "./parse-feed";
import { readCappedBody } from "./read-capped-body";
import type { SourceDefinition } from "@tradewire/platform";
import { httpStatusError, sourceErrorOf } from "./source-error";

/** Validators from the previous successful fetch, sent back so an unchanged feed costs a 304. */
export interface ConditionalState {
  etag: string | null;
  lastModified: string | null;
}

export type FetchOutcome =
  | { status: "ok"; items: FeedItem[]; etag: string | null; lastModified: string | null }
  | { status: "not-modified" };

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;

/** Several publishers and Google News answer 403 or a CAPTCHA page to obvious bots. */
const USER_AGENT =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36";

function requestHeaders(source: SourceDefinition, previous: ConditionalState): Record<string, string> {
  const headers: Record<string, string> = {
    "user-agent": USER_AGENT,
    accept: source.format === "gdelt"
      ? "application/json, text/plain;q=0.5, */*;q=0.1"
      : "application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.1",
    "accept-language": "en-US,en;q=0.9",
  };
  if (previous.etag) headers["if-none-match"] = previous.etag;
  if (previous.lastModified) headers["if-modified-since"] = previous.lastModified;
  return headers;
}

/**
 * Fetches one source with a conditional GET and parses what it returns. The timeout covers the whole
 * exchange, body included, and the size cap is enforced while the body streams in.
 */
export async function fetchSource(
  source: SourceDefinition,
  previous: ConditionalState,
  options: { timeoutMs?: number; maxBytes?: number; now?: Date } = {},
): Promise<FetchOutcome> {
  const { timeoutMs = DEFAULT_TIMEOUT_MS, maxBytes = DEFAULT_MAX_BYTES, now = new Date() } = options;
  let body: string;
  let response: Response;
  try {
    response = await fetch(source.url, {
      headers: requestHeaders(source, previous),
      redirect: "follow",
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 304) {
      await response.body?.cancel();
      return { status: "not-modified" };
    }
    if (!response.ok) throw await httpStatusError(source.id, response, now);
    body = decodeBody(await readCappedBody(source.id, response, maxBytes), response.headers.get("content-type"));
  } catch (error) {
    throw sourceErrorOf(source.id, error, timeoutMs);
  }
  return {
    status: "ok",
    items: parseFeed(source, body, now),
    etag: response.headers.get("etag"),
    lastModified: response.headers.get("last-modified"),
  };
}
