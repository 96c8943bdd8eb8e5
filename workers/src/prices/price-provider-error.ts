export type PriceProviderErrorKind = "not-found" | "rate-limited" | "http" | "network" | "timeout" | "parse";

/** Why a provider could not answer for one symbol; the kind tells the caller whether to retry, wait or give up. */
export class PriceProviderError extends Error {
  override readonly name = "PriceProviderError";
  readonly kind: PriceProviderErrorKind;
  readonly symbol: string;
  /** HTTP status, for kind "http". */
  readonly status?: number;
  /** Seconds the server asked us to wait (Retry-After on 429). */
  readonly retryAfterSeconds?: number;

  constructor(
    kind: PriceProviderErrorKind,
    symbol: string,
    message: string,
    details: { status?: number; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(`${symbol}: ${message}`, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.symbol = symbol;
    if (details.status !== undefined) this.status = details.status;
    if (details.retryAfterSeconds !== undefined) this.retryAfterSeconds = details.retryAfterSeconds;
  }
}
