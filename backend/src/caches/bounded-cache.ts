export interface BoundedCache<V> {
  /** The value while it has not expired; a hit makes it the most recently used. */
  get(key: string): V | undefined;
  /** Stores until `expiresAt` (epoch ms), or for the cache's `maxAgeMs`; the least recently used entry goes when full. */
  set(key: string, value: V, expiresAt?: number): void;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
}

/**
 * A least-recently-used map with a bound on its size and an expiry per entry, so a cache fed by callers
 * (tokens, filter sets) cannot grow without limit. A Map keeps insertion order: re-inserting on a hit
 * moves the entry to the end, and the first key is always the least recently used.
 */
export function createBoundedCache<V>({ maxEntries, maxAgeMs }: { maxEntries: number; maxAgeMs: number }): BoundedCache<V> {
  const entries = new Map<string, { value: V; expiresAt: number }>();
  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (entry.expiresAt <= Date.now()) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, expiresAt = Date.now() + maxAgeMs) {
      entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, expiresAt });
    },
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
    get size() {
      return entries.size;
    },
  };
}
