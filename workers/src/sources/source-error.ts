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
