import { jsonResponse } from "../../testing/api-answers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router-dom";
import type { Article, ArticlesPage, CurrentUser } from "@tradewire/core";
import { publishArticleCreated } from "../../realtime/article-created";
import { useAuthStore } from "../../stores/auth-store";
import { useSystemStore } from "../../stores/system-store";
import { useTimeZoneStore } from "../../stores/time-zone-store";
import { useFeedDensityStore } from "../../features/news/feed-density-store";
import { articleFixture } from "@tradewire/core/testing/article-fixture";
import { useFeedStore } from "../../features/news/feed-store";
import { useCalendarStore } from "../../features/calendar/calendar-store";
import { publishCalendarReleased } from "../../realtime/calendar-released";
import { calendarAnswer, calendarEventFixture, releasedFixture } from "../../testing/calendar-fixture";
import { NewsPage } from "./news-page";

const fetchMock = vi.fn<typeof fetch>();
/** A member's page asks for the feed and for the Moves strip's moves: the feed's answer, and no moves. */
const memberAnswers = (feed: unknown) => async (input: string | URL | Request) =>
  String(input).includes("/api/moves") ? jsonResponse({ moves: [] }) : new Response(JSON.stringify(feed));
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
  useCalendarStore.getState().reset();
  useAuthStore.setState(useAuthStore.getInitialState());
  useSystemStore.setState(useSystemStore.getInitialState());
  useTimeZoneStore.setState(useTimeZoneStore.getInitialState());
  useFeedDensityStore.setState(useFeedDensityStore.getInitialState());
  localStorage.clear();
});

function LocationProbe() {
  const location = useLocation();
  return (
    <>
      <output data-testid="location">{location.search}</output>
      <output data-testid="path">{location.pathname}</output>
    </>
  );
}

function renderPage(path = "/news") {
  render(
    <MemoryRouter initialEntries={[path]}>
      <NewsPage />
      <LocationProbe />
    </MemoryRouter>,
  );
}

const requestedUrls = () => fetchMock.mock.calls.map(([url]) => String(url));
const shownSearch = () => screen.getByTestId("location").textContent;

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
    fetchMock.mockImplementation(memberAnswers(page([])));
    useAuthStore.setState({ status: "authenticated", profile: { user_role: "admin" } as CurrentUser });
    renderPage();
    expect(screen.getByText("Admin Mode Enabled")).toBeTruthy();
    await screen.findByText("No news yet.");
  });

  it("gives admins an Edit button that opens the editor", async () => {
    fetchMock.mockImplementation(memberAnswers(page([articleFixture({ title: "Nickel spikes" })])));
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
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(footer.textContent).toContain(`Last updated`);
    expect(footer.textContent).toMatch(new RegExp(`Last updated \\d\\d:\\d\\d:\\d\\d ${zone}`));
    expect(footer.textContent).toContain("Sources: wsj");
    expect(footer.textContent).toContain("Data delayed");
    expect(footer.textContent).toContain("Live sources are unreachable right now, so replayed stories are shown.");
  });

  it("searches the feed on the server, keeps the search in the URL, counts the matches and clears with one click", async () => {
    fetchMock.mockImplementation(async (url) =>
      String(url).includes("q=steel")
        ? new Response(JSON.stringify({ ...page([articleFixture({ title: "Steel quotas eased" })]), total: 1 }))
        : new Response(JSON.stringify(page([articleFixture({ title: "Copper jumps" }), articleFixture({ title: "Steel quotas eased" })]))),
    );
    renderPage();
    await screen.findByText("Copper jumps");

    fireEvent.change(screen.getByRole("searchbox", { name: "Search stories" }), { target: { value: " steel " } });
    expect(await screen.findByText("1 match")).toBeTruthy();
    expect(screen.queryByText("Copper jumps")).toBeNull();
    expect(shownSearch()).toBe("?q=steel");
    expect(requestedUrls().at(-1)).toBe("/articles/latest?limit=100&q=steel");

    fireEvent.click(screen.getByRole("button", { name: "Clear search" }));
    expect(await screen.findByText("Copper jumps")).toBeTruthy();
    expect(screen.getByText("2 stories")).toBeTruthy();
    expect(shownSearch()).toBe("");
    expect((screen.getByRole("searchbox", { name: "Search stories" }) as HTMLInputElement).value).toBe("");
  });

  it("filters by a ticker read from the URL, and refuses a symbol the API would not take", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ ...page([articleFixture({ title: "Exxon output up" })]), total: 41 })));
    renderPage("/news?ticker=xom");
    expect(await screen.findByText("41 matches")).toBeTruthy();
    expect(requestedUrls()[0]).toBe("/articles/latest?limit=100&ticker=XOM");
    const field = screen.getByRole("searchbox", { name: "Filter by ticker" }) as HTMLInputElement;
    expect(field.value).toBe("XOM");

    fireEvent.change(field, { target: { value: "XOM;drop" } });
    expect(screen.getByText("Tickers are symbols like AAPL")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    fireEvent.keyDown(field, { key: "Enter" });
    expect(shownSearch()).toBe("?ticker=xom");
  });

  it("moves through the stories with j and k, opens the story on Enter and its report on r", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const stories = [
      articleFixture({ title: "First story", date_published: at(3), is_report_present: true, id: "7" }),
      articleFixture({ title: "Second story", date_published: at(2) }),
    ];
    useAuthStore.setState({ status: "authenticated" });
    fetchMock.mockImplementation(memberAnswers(page(stories)));
    renderPage();
    await screen.findByText("First story");
    const current = () => document.querySelector('[aria-current="true"]')?.textContent ?? null;

    fireEvent.keyDown(document.body, { key: "j" });
    expect(current()).toContain("First story");
    expect(document.activeElement?.textContent).toContain("First story");
    fireEvent.keyDown(document.body, { key: "j" });
    expect(current()).toContain("Second story");
    fireEvent.keyDown(document.body, { key: "k" });
    expect(current()).toContain("First story");

    fireEvent.keyDown(document.activeElement!, { key: "Enter" });
    expect(open).toHaveBeenCalledWith(stories[0]!.url, "_blank", "noopener,noreferrer");

    fireEvent.keyDown(document.activeElement!, { key: "r" });
    expect(screen.getByRole("dialog", { name: "First story" })).toBeTruthy();
  });

  it("focuses the search on /, lists the keys on ? and leaves keys typed into a field alone", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(page([articleFixture({ title: "Only story" })]))));
    renderPage();
    await screen.findByText("Only story");

    fireEvent.keyDown(document.body, { key: "/" });
    const search = screen.getByRole("searchbox", { name: "Search stories" });
    expect(document.activeElement).toBe(search);
    fireEvent.keyDown(search, { key: "j" });
    expect(document.querySelector('[aria-current="true"]')).toBeNull();

    fireEvent.keyDown(document.body, { key: "?" });
    const help = screen.getByRole("dialog", { name: "Keyboard shortcuts" });
    expect(within(help).getByText("Open the story's report")).toBeTruthy();
  });

  it("lists one line a story in compact mode and remembers the choice", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(page([articleFixture({ title: "Tin rallies", tickers: ["AAPL"] })]))));
    renderPage();
    await screen.findByText("Tin rallies");
    expect(screen.getByRole("list", { name: "Tickers and prediction markets" })).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Compact" }));
    expect(screen.getByRole("button", { name: "Compact" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.queryByRole("list", { name: "Tickers and prediction markets" })).toBeNull();
    expect(screen.getByRole("list", { name: "Tickers" })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem("tradewire.news-density")!).state.choice).toBe("compact");
  });

  it("shows every time on the chosen clock, names it, and remembers it", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(page([articleFixture({ title: "Gold slips", date_published: "2025-06-01T02:30:00Z" })]))));
    renderPage();
    await screen.findByText("Gold slips");

    fireEvent.click(screen.getByRole("button", { name: "US Eastern" }));
    expect(screen.getByText("31 May 22:30")).toBeTruthy();
    expect(screen.getByRole("contentinfo").textContent).toMatch(/Last updated \d\d:\d\d:\d\d ET/);
    expect(JSON.parse(localStorage.getItem("tradewire.time-zone")!).state.choice).toBe("eastern");
  });
});

describe("NewsPage, the day's calendar releases", () => {
  /** A member's page with a calendar: the feed's answer, the calendar's, and no moves. */
  const withCalendar = (feed: unknown, events: ReturnType<typeof calendarEventFixture>[]) => async (input: string | URL | Request) => {
    const url = String(input);
    if (url.includes("/api/moves")) return jsonResponse({ moves: [] });
    if (url.includes("/api/calendar")) return jsonResponse(calendarAnswer(events));
    return new Response(JSON.stringify(feed));
  };
  const rows = () => screen.getAllByRole("listitem").map((row) => row.querySelector("h2")?.textContent);
  const cpi = releasedFixture({ importance: "high", scheduled_at: at(30), released_at: at(30) });
  const due = calendarEventFixture({ title: "Fed Interest Rate Decision", scheduled_at: at(55) });
  const stories = [articleFixture({ title: "Later story", date_published: at(40) }), articleFixture({ title: "Earlier story", date_published: at(20) })];

  it("lists a member the released events among the stories by time, each linking to the calendar, and a pushed one as it comes", async () => {
    useAuthStore.setState({ status: "authenticated" });
    fetchMock.mockImplementation(withCalendar(page(stories), [cpi, due]));
    renderPage();
    await screen.findByText("US CPI y/y 3.1% vs 3.0% expected");
    expect(rows()).toEqual(["Later story", "US CPI y/y 3.1% vs 3.0% expected", "Earlier story"]);
    const release = screen.getByText("US CPI y/y 3.1% vs 3.0% expected").closest("article")!;
    expect(release.dataset.kind).toBe("release");
    expect(within(release).getByRole("link").getAttribute("href")).toBe("/calendar");
    expect(within(release).getByText("Beat")).toBeTruthy();
    expect(release.textContent).toContain("HIGH");
    expect(release.textContent).toContain("Previous 3.2%");
    expect(screen.getByText("2 stories")).toBeTruthy();

    act(() => publishCalendarReleased({ ...due, actual: "4.50%", consensus: "4.50%", previous: "4.75%", released_at: at(55), surprise: 0, outcome: "inline" }));
    expect(rows()[0]).toBe("US Fed Interest Rate Decision 4.50% vs 4.50% expected");
    expect(screen.getByText("In line")).toBeTruthy();

    // The impact filter keeps releases of the importances chosen: these stories are LOW, the releases HIGH.
    fireEvent.click(screen.getByRole("button", { name: "LOW" }));
    expect(rows()).toEqual(["Later story", "Earlier story"]);
    fireEvent.click(screen.getByRole("button", { name: "LOW" }));
    fireEvent.click(screen.getByRole("button", { name: "HIGH" }));
    expect(rows()).toEqual(["US Fed Interest Rate Decision 4.50% vs 4.50% expected", "US CPI y/y 3.1% vs 3.0% expected"]);
  });

  it("holds a release pushed while the reader is scrolled down behind the 'N new' pill", async () => {
    useAuthStore.setState({ status: "authenticated" });
    fetchMock.mockImplementation(withCalendar(page(stories), [due]));
    renderPage();
    await screen.findByText("Later story");
    const list = screen.getByRole("region", { name: "News stories" });
    list.scrollTop = 400;
    fireEvent.scroll(list);
    act(() => publishCalendarReleased({ ...due, actual: "4.50%", consensus: "4.50%", released_at: at(55), outcome: "inline" }));
    expect(rows()).toEqual(["Later story", "Earlier story"]);
    fireEvent.click(screen.getByRole("button", { name: /1 new/ }));
    expect(rows()[0]).toBe("US Fed Interest Rate Decision 4.50% vs 4.50% expected");
  });

  it("steps onto a release with j and k, keeps the pane's story, and opens the calendar on Enter", async () => {
    useAuthStore.setState({ status: "authenticated" });
    fetchMock.mockImplementation(withCalendar(page(stories), [cpi]));
    renderPage();
    await screen.findByText("US CPI y/y 3.1% vs 3.0% expected");
    const current = () => document.querySelector('[aria-current="true"]')?.textContent ?? null;
    fireEvent.focus(screen.getAllByRole("listitem")[0]!);
    expect(current()).toContain("Later story");
    fireEvent.keyDown(document.body, { key: "j" });
    expect(current()).toContain("US CPI y/y 3.1% vs 3.0% expected");
    fireEvent.keyDown(document.body, { key: "j" });
    expect(current()).toContain("Earlier story");
    fireEvent.keyDown(document.body, { key: "k" });
    expect(current()).toContain("US CPI y/y");
    fireEvent.keyDown(document.body, { key: "r" });
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.keyDown(document.body, { key: "Enter" });
    expect(screen.getByTestId("path").textContent).toBe("/calendar");
  });

  it("shows a visitor no release and asks no calendar", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify(page(stories))));
    renderPage();
    await screen.findByText("Later story");
    expect(rows()).toEqual(["Later story", "Earlier story"]);
    expect(requestedUrls().some((url) => url.includes("/api/calendar"))).toBe(false);
  });
});
