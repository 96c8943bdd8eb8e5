export interface BoundedCache<V> {
  /** The value while it has not expired; a hit makes it the most recently used. */
  get(key: string): V | undefined;
  /** Stores until `expiresAt` (epoch ms), or for the cache's `maxAgeMs`; the least recently used entry goes when full. */
  set(key: string, value: V, expiresAt?: number): void;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
}

/** A hit within this long of the entry's last move leaves it where it is. */
const REORDER_AFTER_MS = 1_000;

/**
 * A least-recently-used map with a bound on its size and an expiry per entry, so a cache fed by callers
 * (tokens, filter sets) cannot grow without limit. A Map keeps insertion order: re-inserting on a hit
 * moves the entry to the end, and the first key is the least recently used. A hot key (a token asked for
 * thousands of times a second) is moved at most once a second, so the order is right to within a second
 * and a hit is one lookup rather than a delete and an insert.
 */
export function createBoundedCache<V>({ maxEntries, maxAgeMs }: { maxEntries: number; maxAgeMs: number }): BoundedCache<V> {
  const entries = new Map<string, { value: V; expiresAt: number; movedAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      const now = Date.now();
      if (entry.expiresAt <= now) {
        entries.delete(key);
        return undefined;
      }
      if (now - entry.movedAt >= REORDER_AFTER_MS) {
        entries.delete(key);
        entry.movedAt = now;
        entries.set(key, entry);
      }
      return entry.value;
    },
    set(key, value, expiresAt = Date.now() + maxAgeMs) {
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expiresAt, movedAt: Date.now() });
    },
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
