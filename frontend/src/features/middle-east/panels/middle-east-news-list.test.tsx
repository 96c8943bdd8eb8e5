import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { Article, MiddleEastArticle } from "@tradewire/core";
import { articleFixture } from "@tradewire/core/testing/article-fixture";
import { publishArticleCreated } from "../../../realtime/article-created";
import { useHighlightStore } from "../highlight-store";
import { useMiddleEastNewsStore } from "../use-middle-east-news";
import { MiddleEastNewsList } from "./middle-east-news-list";
import { jsonResponse } from "../../../testing/api-answers";

const fetchMock = vi.fn<typeof fetch>();
const newsAsked = () => fetchMock.mock.calls.filter(([input]) => String(input) === "/articles/middle-east").length;

const headline = (index: number, title = `Story ${index}`): MiddleEastArticle => ({
  title,
  url: `https://news.example.com/${index}`,
  source: "reuters",
  impact: "mid",
  date_published: new Date(Date.parse("2026-11-23T12:00:00Z") - index * 60_000).toISOString(),
});

/** A pushed article.created payload as a visitor's socket receives it. */
const pushed = (overrides: Partial<Article>): Article =>
  articleFixture({
    id: "unknown",
    title: "Iran seizes oil tanker in Strait of Hormuz",
    url: "https://news.example.com/pushed",
    source: "bbc",
    impact: "high",
    date_published: "2026-11-23T12:05:00.000Z",
    received_at: "2026-11-23T12:05:01.000Z",
    tags: ["middle-east", "oil"],
    ...overrides,
  });

const titles = () => within(screen.getByRole("list", { name: "Middle East stories" })).getAllByRole("link").map((link) => link.textContent);

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useMiddleEastNewsStore.getState().reset();
  useHighlightStore.getState().reset();
});

describe("MiddleEastNewsList", () => {
  it("says it is loading, then lists the 20 newest stories, newest first", async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<MiddleEastNewsList />);
    expect(screen.getByRole("status").textContent).toBe("Loading news...");
    // Out of order, and more than 20.
    await act(async () => answer(jsonResponse({ articles: Array.from({ length: 25 }, (_, index) => headline(24 - index)) })));
    expect(titles()).toEqual(Array.from({ length: 20 }, (_, index) => `Story ${index}`));
    expect(screen.getAllByRole("link")[0]!.getAttribute("href")).toBe("https://news.example.com/0");
  });

  it.each([
    ["the network fails", async () => Promise.reject(new TypeError("Failed to fetch")), "Network error loading news"],
    ["the server fails", async () => jsonResponse({ error: "internal", message: "boom" }, 500), "Error loading news"],
  ])("says so when %s", async (_case, response, text) => {
    fetchMock.mockImplementation(response);
    render(<MiddleEastNewsList />);
    expect((await screen.findByRole("alert")).textContent).toBe(text);
  });

  it("says when there is no news", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ articles: [] }));
    render(<MiddleEastNewsList />);
    expect(await screen.findByText("No news available")).toBeTruthy();
  });

  it("puts a pushed Middle East story at the top at once, and fetches the list again", async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ articles: [headline(1), headline(2)] }));
    render(<MiddleEastNewsList />);
    await screen.findByRole("list", { name: "Middle East stories" });
    expect(newsAsked()).toBe(1);

    act(() => publishArticleCreated(pushed({ title: "Fed holds rates", url: "https://news.example.com/fed", tags: ["rates"] })));
    expect(titles()).toEqual(["Story 1", "Story 2"]);
    expect(newsAsked()).toBe(1);

    fetchMock.mockImplementation(async () => jsonResponse({ articles: [headline(-5, "Iran seizes oil tanker in Strait of Hormuz"), headline(1), headline(2)] }));
    act(() => publishArticleCreated(pushed({})));
    expect(titles()).toEqual(["Iran seizes oil tanker in Strait of Hormuz", "Story 1", "Story 2"]);
    expect(newsAsked()).toBe(2);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(titles()).toHaveLength(3);
  });

  it("fetches the list again every 15 s", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => jsonResponse({ articles: [headline(1)] }));
    render(<MiddleEastNewsList />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(newsAsked()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(14_999));
    expect(newsAsked()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(newsAsked()).toBe(2);
    // A refetch that fails keeps the stories, with the reason.
    fetchMock.mockImplementation(async () => jsonResponse({ error: "internal", message: "boom" }, 500));
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(screen.getByRole("alert").textContent).toBe("Error loading news");
    expect(titles()).toEqual(["Story 1"]);
  });

  it("outlines on the map the country a story names while the reader points at it", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ articles: [headline(1, "Hezbollah fires rockets into northern Israel"), headline(2, "Oil prices jump as tensions flare")] }));
    render(<MiddleEastNewsList />);
    const [hezbollah, oil] = await screen.findAllByRole("listitem");
    fireEvent.pointerEnter(hezbollah!);
    expect(useHighlightStore.getState().highlightedCountry).toBe("Lebanon");
    fireEvent.pointerEnter(within(hezbollah!).getByText("Israel"));
    expect(useHighlightStore.getState().highlightedCountry).toBe("Israel");
    fireEvent.pointerLeave(hezbollah!);
    expect(useHighlightStore.getState().highlightedCountry).toBeNull();
    fireEvent.pointerEnter(oil!);
    expect(useHighlightStore.getState().highlightedCountry).toBeNull();

    fireEvent.focus(within(hezbollah!).getByRole("link"));
    expect(useHighlightStore.getState().highlightedCountry).toBe("Lebanon");
    cleanup();
    expect(useHighlightStore.getState().highlightedCountry).toBeNull();
  });
});
