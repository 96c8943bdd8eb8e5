export interface RetryOptions {
  retries: number;
  /** Whether a failure is worth another try; an auth error, for one, will not heal by itself. */
  shouldRetry: (error: unknown) => boolean;
  /** Wait before the given retry (1 for the first); doubles from one second by default. */
  delayMs?: (retry: number) => number;
  signal?: AbortSignal;
}

const doubling = (retry: number) => Math.min(1000 * 2 ** (retry - 1), 30_000);

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}

/** Runs `run`, trying again up to `retries` more times while the failure is worth it. */
export async function withRetries<T>(run: () => Promise<T>, options: RetryOptions): Promise<T> {
  const { retries, shouldRetry, delayMs = doubling, signal } = options;
  for (let retry = 1; ; retry++) {
    try {
      return await run();
    } catch (error) {
      if (retry > retries || signal?.aborted || !shouldRetry(error)) throw error;
      await wait(delayMs(retry), signal);
    }
  }
}
