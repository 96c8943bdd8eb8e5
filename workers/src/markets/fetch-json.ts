import type { z } from "zod";
import { readCappedBody } from "../sources/read-capped-body";
import { httpStatusError, SourceError, sourceErrorOf } from "../sources/source-error";

const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_BYTES = 4 * 1024 * 1024;

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/**
 * GETs JSON from a market API. The timeout covers the whole exchange and the size cap is enforced while
 * the body streams in; failures are SourceErrors (a 429's Retry-After included). Statuses in `passThrough`
 * come back as answers instead of errors, for callers that act on them (a retired endpoint's 404 or 410). `headers`
 * adds to (or replaces) the default Accept, for APIs that answer only browser-like requests.
 */
export async function fetchJson(
  id: string,
  url: string,
  options: { timeoutMs?: number; passThrough?: number[]; now?: Date; headers?: Record<string, string> } = {},
): Promise<JsonAnswer> {
  const { timeoutMs = DEFAULT_TIMEOUT_MS, passThrough = [], now = new Date(), headers = {} } = options;
  let text: string;
  let status: number;
  try {
    const response = await fetch(url, { headers: { accept: "application/json", ...headers }, redirect: "follow", signal: AbortSignal.timeout(timeoutMs) });
    status = response.status;
    if (passThrough.includes(status)) {
      await response.body?.cancel();
      return { status, body: null };
    }
    if (!response.ok) throw await httpStatusError(id, response, now);
    text = Buffer.from(await readCappedBody(id, response, MAX_BYTES)).toString("utf8");
  } catch (error) {
    throw sourceErrorOf(id, error, timeoutMs);
  }
  try {
    return { status, body: JSON.parse(text) };
  } catch (error) {
    throw new SourceError("parse", `${id}: the answer is not JSON`, { cause: error });
  }
}

/** Checks an answer's shape; one that does not fit is the source's parse failure, named. */
export function answerOf<T>(id: string, schema: z.ZodType<T>, body: unknown): T {
  const answer = schema.safeParse(body);
  if (!answer.success) throw new SourceError("parse", `${id}: unexpected answer: ${answer.error.issues[0]?.message ?? "invalid"}`);
  return answer.data;
}
