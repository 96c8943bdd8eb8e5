/**
 * A socket event fanned out to whoever follows it (stores, an open modal), so they never hold the
 * socket themselves. `follow` answers the unfollow function.
 */
export function createEventChannel<T>() {
  const listeners = new Set<(value: T) => void>();
  return {
    follow(listener: (value: T) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(value: T): void {
      for (const listener of listeners) listener(value);
    },
  };
}
