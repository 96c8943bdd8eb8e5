import { afterEach, describe, expect, it, vi } from "vitest";
import { nextPollDelaySeconds } from "./next-poll-delay-seconds";
import type { SourceDefinition } from "@tradewire/platform";

const wire: SourceDefinition = {
  id: "reuters",
  name: "Reuters",
  format: "google-news",
  url: "https://news.google.com/rss/search?q=reuters",
  intervalSeconds: 60,
  wire: true,
};

describe("nextPollDelaySeconds", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("keeps the interval while the source is healthy", () => {
    expect(nextPollDelaySeconds(wire, 0)).toBe(60);
  });

  it("doubles per failure within ±10% jitter", () => {
    for (const [failures, base] of [[1, 120], [2, 240], [3, 480], [5, 1920]] as const) {
      for (let run = 0; run < 50; run++) {
        const delay = nextPollDelaySeconds(wire, failures);
        expect(delay).toBeGreaterThanOrEqual(Math.floor(base * 0.9));
        expect(delay).toBeLessThanOrEqual(Math.ceil(base * 1.1));
      }
    }
  });

  it("applies both ends of the jitter", () => {
    vi.spyOn(Math, "random").mockReturnValue(0);
    expect(nextPollDelaySeconds(wire, 1)).toBe(108);
    vi.spyOn(Math, "random").mockReturnValue(0.999_999);
    expect(nextPollDelaySeconds(wire, 1)).toBe(132);
  });

  it("caps the backoff at an hour", () => {
    vi.spyOn(Math, "random").mockReturnValue(0.999_999);
    expect(nextPollDelaySeconds(wire, 20)).toBe(3_600);
    expect(nextPollDelaySeconds(wire, 10_000)).toBe(3_600);
  });

  it("never backs off to sooner than a source's own slower interval", () => {
    expect(nextPollDelaySeconds({ ...wire, intervalSeconds: 7_200 }, 3)).toBeGreaterThanOrEqual(7_200 * 0.9);
  });

  it("never polls sooner than Retry-After, healthy or not", () => {
    expect(nextPollDelaySeconds(wire, 0, 300)).toBe(300);
    expect(nextPollDelaySeconds(wire, 1, 900)).toBe(900);
    vi.spyOn(Math, "random").mockReturnValue(0.5);
    expect(nextPollDelaySeconds(wire, 1, 30)).toBe(120);
  });
});
