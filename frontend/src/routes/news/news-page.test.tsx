import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import type { Article, ArticlesPage, CurrentUser } from "@tradewire/core";
import { publishArticleCreated } from "../../realtime/article-created";
import { useAuthStore } from "../../stores/auth-store";
import { useSystemStore } from "../../stores/system-store";
import { articleFixture } from "@tradewire/core/testing/article-fixture";
import { useFeedStore } from "../../features/news/feed-store";
import { NewsPage } from "./news-page";

const fetchMock = vi.fn<typeof fetch>();
const at = (minute: number) => new Date(Date.UTC(2025, 5, 1, 12, minute)).toISOString();
const page = (articles: Article[]): ArticlesPage => ({ articles, next_before: null });

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(HTMLElement.prototype, "clientHeight", "get").mockReturnValue(600);
  useAuthStore.setState({ status: "anonymous" });
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  useFeedStore.getState().reset();
  useAuthStore.setState(useAuthStore.getInitialState());
  useSystemStore.setState(useSystemStore.getInitialState());
});

function renderPage() {
  render(
    <MemoryRouter>
      <NewsPage />
    </MemoryRouter>,
  );
}

const impactsShown = () => screen.getAllByRole("article").map((article) => article.dataset.impact);

describe("NewsPage", () => {
  it("says it is loading, then shows the stories", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(page([articleFixture({ title: "Copper jumps" })]))));
    renderPage();
    expect(screen.getByText("Loading news data...")).toBeTruthy();
    expect(await screen.findByText("Copper jumps")).toBeTruthy();
  });

  it("shows the maintenance wording when the network fails", async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    renderPage();
    await act(() => vi.runAllTimersAsync());

    expect(screen.getByRole("alert").textContent).toContain(
      "We're currently performing system maintenance to improve our services. Please try again in a few minutes.",
    );
  });

  it("names the cause of any other failure", async () => {
    fetchMock.mockResolvedValue(new Response("", { status: 401, statusText: "Unauthorized" }));
    renderPage();
    expect((await screen.findByRole("alert")).textContent).toContain("Error loading news: 401: Unauthorized");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shows the admin banner only to admins", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(page([]))));
    useAuthStore.setState({ status: "authenticated", profile: { user_role: "admin" } as CurrentUser });
    renderPage();
    expect(screen.getByText("Admin Mode Enabled")).toBeTruthy();
    await screen.findByText("No news yet.");
  });

  it("gives admins an Edit button that opens the editor", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(page([articleFixture({ title: "Nickel spikes" })]))));
    useAuthStore.setState({ status: "authenticated", profile: { user_role: "admin" } as CurrentUser });
    renderPage();
    await screen.findByText("Nickel spikes");

    fireEvent.click(screen.getByRole("button", { name: "Edit" }));
    expect(screen.getByRole("dialog", { name: "Edit News: Nickel spikes" })).toBeTruthy();
  });

  it("narrows to HIGH on the first click and shows all again on the second", async () => {
    const stories = [articleFixture({ impact: "high", source: "reuters" }), articleFixture({ impact: "low", source: "cnbc" })];
    fetchMock.mockResolvedValue(new Response(JSON.stringify(page(stories))));
    renderPage();
    await screen.findAllByRole("article");
    const sources = screen.getByRole("group", { name: "Source" });
    expect(within(sources).getAllByRole("button").map((button) => button.textContent)).toEqual(["cnbc", "reuters"]);

    fireEvent.click(screen.getByRole("button", { name: "HIGH" }));
    expect(impactsShown()).toEqual(["high"]);
    expect(screen.getByRole("button", { name: "LOW" }).getAttribute("aria-pressed")).toBe("false");

    fireEvent.click(screen.getByRole("button", { name: "HIGH" }));
    expect(impactsShown()).toHaveLength(2);
  });

  it("adds pushed stories on top, or behind an 'N new' pill when the reader scrolled down", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(page([articleFixture({ date_published: at(1), title: "Older" })]))));
    renderPage();
    await screen.findByText("Older");

    act(() => publishArticleCreated(articleFixture({ date_published: at(2), title: "Breaking one" })));
    expect(screen.getAllByRole("article")[0]?.textContent).toContain("Breaking one");

    const list = screen.getByRole("region", { name: "News stories" });
    list.scrollTop = 400;
    fireEvent.scroll(list);
    act(() => publishArticleCreated(articleFixture({ date_published: at(3), title: "Breaking two" })));
    expect(screen.queryByText("Breaking two")).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: /1 new/ }));
    expect(screen.getAllByRole("article")[0]?.textContent).toContain("Breaking two");
    expect(list.scrollTop).toBe(0);
  });

  it("shows when the feed last changed, its sources, the delay and why replayed stories are shown", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(page([articleFixture({ source: "wsj" })]))));
    useSystemStore.setState({ feed: "fallback" });
    renderPage();
    await screen.findAllByRole("article");

    const footer = screen.getByRole("contentinfo");
    expect(footer.textContent).toMatch(/Last updated \d\d:\d\d:\d\d E[SD]T/);
    expect(footer.textContent).toContain("Sources: wsj");
    expect(footer.textContent).toContain("Data delayed");
    expect(footer.textContent).toContain("Live sources are unreachable right now, so replayed stories are shown.");
  });
});
