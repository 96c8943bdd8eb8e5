/** A failure no retry can mend (a payload that no longer fits its schema, a record that is gone): the job fails at once. */
export class PermanentJobError extends Error {
  override name = "PermanentJobError";
}

/** Thrown by a handler that knows when to try again (a 429 with Retry-After): the next attempt waits delayMs instead of the backoff. */
export class RetryLaterError extends Error {
  override name = "RetryLaterError";
  constructor(
    message: string,
    readonly delayMs: number,
  ) {
    super(message);
  }
}

export class JobTimeoutError extends Error {
  override name = "JobTimeoutError";
  constructor(job: string, timeoutMs: number) {
    super(`Job '${job}' timed out after ${timeoutMs} ms`);
  }
}
