import { describe, expect, it, vi } from "vitest";
import { createBoundedCache } from "./bounded-cache";
import { createSharedCache } from "./shared-cache";

/** A build the test finishes by hand, counting how often it was started. */
function manualBuilds() {
  const pending: ((value: string) => void)[] = [];
  return {
    started: () => pending.length,
    build: () => new Promise<string>((resolve) => pending.push(resolve)),
    finish: (index: number, value: string) => pending[index]!(value),
  };
}

describe("shared cache", () => {
  it("builds once for every caller asking for the same key meanwhile, and keeps the value", async () => {
    const cache = createSharedCache<string>({ maxEntries: 10, maxAgeMs: 60_000 });
    const builds = manualBuilds();
    const answers = Promise.all([cache.get("page", builds.build), cache.get("page", builds.build)]);
    builds.finish(0, "v1");
    expect(await answers).toEqual(["v1", "v1"]);
    expect(await cache.get("page", builds.build)).toBe("v1");
    expect(builds.started()).toBe(1);
  });

  it("never keeps a value read before an invalidation, nor hands it to a caller who came after", async () => {
    const cache = createSharedCache<string>({ maxEntries: 10, maxAgeMs: 60_000 });
    const builds = manualBuilds();
    const early = cache.get("page", builds.build);
    cache.invalidate();
    const late = cache.get("page", builds.build);
    expect(builds.started()).toBe(2);
    builds.finish(0, "before the story");
    builds.finish(1, "with the story");
    expect(await early).toBe("before the story");
    expect(await late).toBe("with the story");
    expect(await cache.get("page", builds.build)).toBe("with the story");
  });

  it("drops a failed build, so the next caller tries again", async () => {
    const cache = createSharedCache<string>({ maxEntries: 10, maxAgeMs: 60_000 });
    await expect(cache.get("page", () => Promise.reject(new Error("database down")))).rejects.toThrow("database down");
    expect(await cache.get("page", async () => "recovered")).toBe("recovered");
  });
});

describe("bounded cache", () => {
  it("lets the least recently used entry go when full (recency counted to the second)", () => {
    vi.useFakeTimers({ now: new Date("2026-11-23T12:00:00Z") });
    try {
      const cache = createBoundedCache<number>({ maxEntries: 2, maxAgeMs: 60_000 });
      cache.set("a", 1);
      cache.set("b", 2);
      vi.advanceTimersByTime(1_000);
      expect(cache.get("a")).toBe(1);
      cache.set("c", 3);
      expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([1, undefined, 3]);
      expect(cache.size).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it("forgets an entry at its expiry", () => {
    const cache = createBoundedCache<number>({ maxEntries: 2, maxAgeMs: 60_000 });
    cache.set("expired", 1, Date.now() - 1);
    cache.set("fresh", 2);
    expect([cache.get("expired"), cache.get("fresh")]).toEqual([undefined, 2]);
  });
});
