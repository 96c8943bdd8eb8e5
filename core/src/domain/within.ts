/**
 * Settles as `work` does, or rejects with `onTimeout()` after `ms`. The timer is cleared as soon as `work`
 * settles and never holds the process open: waits on Redis, a database or a shutdown step are bounded with it.
 */
export function within<T>(ms: number, onTimeout: () => Error, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(onTimeout()), ms);
    (timer as { unref?: () => void }).unref?.();
  });
  return Promise.race([work, timedOut]).finally(() => clearTimeout(timer));
}

/** Waits for `work` at most `ms`, whatever its outcome; answers whether it settled well in time. */
export const settledWithin = (ms: number, work: Promise<unknown>): Promise<boolean> =>
  within(ms, () => new Error(`not settled within ${ms} ms`), work).then(
    () => true,
    () => false,
  );
