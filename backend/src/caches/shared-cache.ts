import { createBoundedCache } from "./bounded-cache";

export interface SharedCache<V> {
  /** The kept value, else the one `build` makes: once for every caller asking for the key meanwhile. */
  get(key: string, build: () => Promise<V>): Promise<V>;
  /**
   * Forgets every value and every build under way. A caller arriving after this never gets a value read
   * before it, and a build that started before it is answered to its own callers but not kept.
   */
  invalidate(): void;
}

/**
 * Values shared by every caller of this process (the same feed page for all members), bounded in number
 * and kept at most `maxAgeMs`; domain events invalidate them sooner (see read-caches).
 */
export function createSharedCache<V>(options: { maxEntries: number; maxAgeMs: number }): SharedCache<V> {
  const values = createBoundedCache<V>(options);
  let building = new Map<string, Promise<V>>();
  let generation = 0;
  return {
    get(key, build) {
      const kept = values.get(key);
      if (kept !== undefined) return Promise.resolve(kept);
      const running = building.get(key);
      if (running) return running;
      const startedIn = generation;
      const builds = building;
      const promise = build()
        .then((value) => {
          if (startedIn === generation) values.set(key, value);
          return value;
        })
        .finally(() => builds.delete(key));
      builds.set(key, promise);
      return promise;
    },
    invalidate() {
      generation += 1;
      values.clear();
      building = new Map();
    },
  };
}
