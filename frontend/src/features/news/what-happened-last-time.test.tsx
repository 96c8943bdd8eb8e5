import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { SimilarStories, SimilarStory } from "@tradewire/core/schemas/similar-stories";
import { jsonResponse } from "../../testing/api-answers";
import { WhatHappenedLastTime } from "./what-happened-last-time";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const similarStory = (overrides: Partial<SimilarStory>): SimilarStory => ({
  id: "7",
  title: "US widens chip export curbs on China",
  url: "https://www.reuters.com/chips-7",
  source: "reuters",
  impact: "high",
  date_published: new Date(2026, 10, 3, 15, 0).toISOString(),
  shared_tickers: ["NVDA"],
  shared_tags: ["chips"],
  reactions: [],
  ...overrides,
});

const answer: SimilarStories = {
  stories: [
    similarStory({
      // Its AMD reaction comes first, but NVDA is the ticker it shares: the line shows NVDA's, over the longest horizon.
      shared_tickers: ["NVDA"],
      reactions: [
        { ticker: "AMD", horizon: "1d", benchmark: "SPY", abnormal_return: 0.01, z_score: 1 },
        { ticker: "NVDA", horizon: "30m", benchmark: "SPY", abnormal_return: -0.005, z_score: -0.6 },
        { ticker: "NVDA", horizon: "1d", benchmark: "SPY", abnormal_return: -0.012, z_score: -1.8 },
      ],
    }),
    similarStory({
      id: "8",
      title: "China answers chip curbs",
      url: "https://www.reuters.com/chips-8",
      source: "bloomberg",
      date_published: new Date(2026, 9, 12, 9, 5).toISOString(),
      shared_tickers: [],
      reactions: [{ ticker: "ASML", horizon: "30m", benchmark: "EWN", abnormal_return: 0.004, z_score: null }],
    }),
  ],
  averaged_over: "shared_tickers",
  averages: [
    { horizon: "30m", reactions: 4, abnormal_return: -0.011, z_score: -0.3 },
    { horizon: "1d", reactions: 1, abnormal_return: 0.002, z_score: null },
  ],
  prices: "simulated",
};

describe("What happened last time", () => {
  it("lists each similar earlier story with its shared ticker's reaction, and the average per horizon", async () => {
    fetchMock.mockResolvedValue(jsonResponse(answer));
    render(<WhatHappenedLastTime articleId="42" />);
    expect(screen.getByRole("status").textContent).toBe("Loading similar stories...");

    const list = await screen.findByRole("list", { name: "Similar earlier stories" });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/articles/42/similar"]);
    const [first, second] = within(list).getAllByRole("listitem");
    const link = within(first!).getByRole("link", { name: "US widens chip export curbs on China" });
    expect([link.getAttribute("href"), link.getAttribute("target")]).toEqual(["https://www.reuters.com/chips-7", "_blank"]);
    expect(first!.textContent).toContain("03 Nov 15:00 · reuters · NVDA -1.20% vs SPY in 1 day, -1.8σ");
    expect(within(first!).getByText("NVDA -1.20% vs SPY in 1 day, -1.8σ").className).toContain("text-loss");
    // It shares no ticker: its own ticker's reaction.
    expect(second!.textContent).toContain("12 Oct 09:05 · bloomberg · ASML +0.40% vs EWN in 30 min");

    expect(screen.getByTestId("similar-average").textContent).toBe("Average for NVDA (simulated prices): 30 min -1.10% (-0.3σ, n=4) · 1 day +0.20% (n=1)");
  });

  it("says when the average is over all their reactions, none being of this story's tickers", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ...answer, averaged_over: "all_tickers", prices: "live" }));
    render(<WhatHappenedLastTime articleId="42" />);
    expect((await screen.findByTestId("similar-average")).textContent).toMatch(/^Average of all their reactions: 30 min/);
  });

  it("says so when there is no similar earlier story, and when the answer cannot be had", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ stories: [], averaged_over: null, averages: [], prices: "none" }));
    render(<WhatHappenedLastTime articleId="42" />);
    expect(await screen.findByText("No similar earlier stories with measured reactions.")).toBeTruthy();
    cleanup();

    fetchMock.mockResolvedValue(jsonResponse({ error: "not_found", message: "No article 43" }, 404));
    render(<WhatHappenedLastTime articleId="43" />);
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to fetch similar stories");
  });
});
