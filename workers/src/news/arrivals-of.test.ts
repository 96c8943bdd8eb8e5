import { describe, expect, it } from "vitest";
import type { FeedItem } from "../sources/feed-sources";
import { arrivalsOf } from "./arrivals-of";

const arrivedAt = new Date("2026-11-22T09:00:00Z");
const item = (url: string, secondsBefore: number, stamped = true): FeedItem => ({
  title: url,
  url,
  source: "bbc",
  publishedAt: new Date(arrivedAt.getTime() - secondsBefore * 1000),
  stamped,
  summary: null,
  sourceId: "bbc-world",
});

describe("arrivalsOf", () => {
  const items = [item("https://a.test/known", 10), item("https://a.test/new", 42), item("https://a.test/ahead", -3), item("https://a.test/undated", 0, false)];
  const created = new Set(["https://a.test/new", "https://a.test/ahead", "https://a.test/undated"]);

  it("measures the new stamped stories only, a publisher's clock running ahead counting as no delay", () => {
    expect(arrivalsOf(items, created, { arrivedAt, lastSuccessAt: new Date(arrivedAt.getTime() - 60_000) })).toEqual({
      items: 3,
      unstamped: 1,
      backlog: 0,
      delaysMs: [42_000, 0],
    });
  });

  it("counts a first poll's or a long-silent source's stories as backlog, not as delays", () => {
    const backlog = { items: 3, unstamped: 1, backlog: 2, delaysMs: [] };
    expect(arrivalsOf(items, created, { arrivedAt, lastSuccessAt: null })).toEqual(backlog);
    expect(arrivalsOf(items, created, { arrivedAt, lastSuccessAt: new Date(arrivedAt.getTime() - 2 * 3600_000) })).toEqual(backlog);
  });
});
