import { retryAfterSeconds } from "./retry-after-seconds";

export type SourceErrorKind = "timeout" | "http" | "too-large" | "parse" | "network";

/** Why one source could not be read; the poller turns the kind into backoff and a health note. */
export class SourceError extends Error {
  override readonly name = "SourceError";
  readonly kind: SourceErrorKind;
  /** HTTP status, for kind "http". */
  readonly status?: number;
  /** Seconds the server asked us to wait (Retry-After on 429 and 503). */
  readonly retryAfterSeconds?: number;

  constructor(
    kind: SourceErrorKind,
    message: string,
    details: { status?: number; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    if (details.status !== undefined) this.status = details.status;
    if (details.retryAfterSeconds !== undefined) this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/** What fetch threw (on connect or mid-body), in words: a timeout, or a network failure with its cause. */
export function fetchFailureOf(error: unknown, timeoutMs: number): { kind: "timeout" | "network"; detail: string } {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === "TimeoutError" || name === "AbortError") return { kind: "timeout", detail: `no complete answer within ${timeoutMs} ms` };
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  return { kind: "network", detail: `request failed: ${String(cause?.code ?? cause?.message ?? (error as Error)?.message)}` };
}

/** Maps what fetch throws to the kinds the pollers act on. */
export function sourceErrorOf(id: string, error: unknown, timeoutMs: number): SourceError {
  if (error instanceof SourceError) return error;
  const { kind, detail } = fetchFailureOf(error, timeoutMs);
  return new SourceError(kind, `${id}: ${detail}`, { cause: error });
}

/** A non-2xx answer; a 429 or 503 carries the wait its Retry-After asks for. */
export async function httpStatusError(id: string, response: Response, now: Date): Promise<SourceError> {
  await response.body?.cancel();
  const throttled = response.status === 429 || response.status === 503;
  return new SourceError("http", `${id}: HTTP ${response.status}`, {
    status: response.status,
    retryAfterSeconds: throttled ? retryAfterSeconds(response.headers.get("retry-after"), now) : undefined,
  });
}
