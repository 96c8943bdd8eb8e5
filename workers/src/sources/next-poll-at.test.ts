import { describe, expect, it } from "vitest";
import { firstPollAt, nextPollAt } from "./next-poll-at";
import { pollPhaseMs } from "./poll-phase-ms";

const feed = (id: string) => ({ id, intervalSeconds: 60 });
const ids = ["reuters", "ap", "cnbc-top-news", "cnbc-world", "wsj-world", "ft-home", "bbc-world", "aljazeera", "gdelt-tariffs-sanctions"];
const now = new Date("2026-11-22T09:00:00.250Z");

describe("when sources are polled", () => {
  it("keeps a healthy source on its own second of the interval, however late its poll ran", () => {
    const source = feed("bbc-world");
    const first = nextPollAt(source, { consecutiveFailures: 0 }, now);
    const phase = pollPhaseMs(source.id, 60_000);
    expect(first.getTime() % 60_000).toBe(phase);
    expect(first.getTime() - now.getTime()).toBeGreaterThanOrEqual(30_000);
    expect(first.getTime() - now.getTime()).toBeLessThan(90_000);
    // Polled 4 s late and answered slowly: the next poll is still one interval after the last slot.
    expect(nextPollAt(source, { consecutiveFailures: 0 }, new Date(first.getTime() + 4_000 + 9_000)).getTime()).toBe(first.getTime() + 60_000);
  });

  it("spreads sources over the interval instead of firing them in the same second", () => {
    const seconds = ids.map((id) => Math.floor(nextPollAt(feed(id), { consecutiveFailures: 0 }, now).getTime() / 1000));
    expect(new Set(seconds).size).toBeGreaterThanOrEqual(ids.length - 1);
    expect(Math.max(...seconds) - Math.min(...seconds)).toBeGreaterThanOrEqual(20);
  });

  it("spreads new sources' first polls over the first 15 seconds", () => {
    const delays = ids.map((id) => firstPollAt(feed(id), now).getTime() - now.getTime());
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...delays)).toBeLessThan(15_000);
    expect(new Set(delays.map((delay) => Math.floor(delay / 1000))).size).toBeGreaterThanOrEqual(5);
    expect(firstPollAt(feed("bbc-world"), now)).toEqual(firstPollAt(feed("bbc-world"), now));
  });

  it("backs a failing source off and waits out its Retry-After", () => {
    const after = (failures: number, retryAfterSeconds?: number) =>
      (nextPollAt(feed("ap"), { consecutiveFailures: failures, retryAfterSeconds }, now).getTime() - now.getTime()) / 1000;
    expect(after(1)).toBeGreaterThanOrEqual(108);
    expect(after(3)).toBeGreaterThanOrEqual(432);
    expect(after(1, 900)).toBeGreaterThanOrEqual(900);
  });
});
