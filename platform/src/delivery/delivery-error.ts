export type DeliveryErrorKind = "http" | "network" | "timeout" | "unsafe-destination" | "blocked" | "rejected" | "smtp";

/**
 * Why one notification could not be delivered. Every transport throws this one shape so the delivery job
 * decides from `retryable` and `retryAfterMs` alone whether and when to try again, and from `kind` what to
 * tell the user ("blocked" disables a Telegram channel, "unsafe-destination" is a misconfigured endpoint).
 */
export class DeliveryError extends Error {
  override readonly name = "DeliveryError";
  readonly kind: DeliveryErrorKind;
  /** False when the same attempt would fail again (a 410, a 5xx SMTP reply, a blocked bot). */
  readonly retryable: boolean;
  /** How long the receiver asked us to wait (Retry-After, Telegram's retry_after), in milliseconds. */
  readonly retryAfterMs?: number;
  /** HTTP status or SMTP reply code the receiver answered with. */
  readonly status?: number;
  /** The supergroup a Telegram group became; the caller re-points the channel and sends again. */
  readonly migrateToChatId?: string;
  /**
   * What operators need and users must not see: `message` ends up in the delivery log the user reads, so
   * anything about our network (an internal host's address) goes here, for the worker's log only.
   */
  readonly detail?: string;

  constructor(
    kind: DeliveryErrorKind,
    message: string,
    details: { retryable: boolean; retryAfterMs?: number; status?: number; migrateToChatId?: string; detail?: string; cause?: unknown },
  ) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.retryable = details.retryable;
    if (details.retryAfterMs !== undefined) this.retryAfterMs = details.retryAfterMs;
    if (details.status !== undefined) this.status = details.status;
    if (details.migrateToChatId !== undefined) this.migrateToChatId = details.migrateToChatId;
    if (details.detail !== undefined) this.detail = details.detail;
  }
}
