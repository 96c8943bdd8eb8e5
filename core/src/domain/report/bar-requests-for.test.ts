import { describe, expect, it } from "vitest";
import { barRequestsFor } from "./bar-requests-for";

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;
const now = new Date("2026-11-19T20:00:00.000Z");
const ago = (ms: number) => new Date(now.getTime() - ms);

const summary = (publishedAt: Date) =>
  barRequestsFor(publishedAt, now).map((request) => ({
    interval: request.interval,
    daysBack: (now.getTime() - request.from.getTime()) / dayMs,
    to: request.to.toISOString(),
  }));

describe("barRequestsFor", () => {
  it("T = now - 23 h: the 5m request reaches back to T - 7 days (23 h + 7 d), the others cover their frames", () => {
    expect(summary(ago(23 * hourMs))).toEqual([
      { interval: "5m", daysBack: 23 / 24 + 7, to: now.toISOString() },
      { interval: "15m", daysBack: 5, to: now.toISOString() },
      { interval: "1h", daysBack: 31, to: now.toISOString() },
      { interval: "1d", daysBack: 92, to: now.toISOString() },
    ]);
  });

  it("T = now - 3 d (5D frame): the 15m request reaches back to 3 + 7 = 10 days", () => {
    expect(summary(ago(3 * dayMs)).map((request) => request.daysBack)).toEqual([1, 10, 31, 92]);
  });

  it("T = now - 40 d (3M frame): the 92-day daily request already covers T - 7 d = 47 days", () => {
    expect(summary(ago(40 * dayMs)).map((request) => request.daysBack)).toEqual([1, 5, 31, 92]);
  });

  it("T = now - 200 d: the daily request reaches back to 200 + 7 = 207 days, beyond the 3M span", () => {
    expect(summary(ago(200 * dayMs)).map((request) => request.daysBack)).toEqual([1, 5, 31, 207]);
  });

  it.each([0.5, 1, 2, 6, 31, 32, 92, 93, 400])("T = now - %s d: some request starts at or before T, every one ends at now", (days) => {
    const publishedAt = ago(days * dayMs);
    const requests = barRequestsFor(publishedAt, now);
    expect(requests.some((request) => request.from.getTime() <= publishedAt.getTime())).toBe(true);
    expect(requests.every((request) => request.to.getTime() === now.getTime())).toBe(true);
    expect(new Set(requests.map((request) => request.interval)).size).toBe(4);
  });
});
