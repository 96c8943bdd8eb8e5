import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { CurrentUser, MarketMover } from "@tradewire/core";
import { publishMarketChanged } from "../../realtime/market-changed";
import { useAuthStore } from "../../stores/auth-store";
import { predictionEventFixture, pushedMarketFixture } from "../../testing/prediction-event-fixture";
import { useMarketMoversStore } from "./market-movers-store";
import { MarketTrendsCard } from "./market-trends-card";
import { WatchlistCard } from "./watchlist-card";
import { useWatchlistStore } from "./watchlist-store";
import { jsonResponse, userProfile } from "../../testing/api-answers";
import { renderOnDashboard, type ApiRoutes } from "../../testing/render-on-dashboard";

const fetchMock = vi.fn<typeof fetch>();
const signIn = (plan: string, role: CurrentUser["user_role"] = "user") => useAuthStore.setState({ status: "authenticated", profile: userProfile(plan, role) });

const mover: MarketMover = {
  ticker: "NVDA",
  company: "NVIDIA Corporation",
  exchange: "NASDAQ",
  price: 103.5,
  previous_close: 100,
  change_percent: 3.5,
  as_of: "2026-11-19T20:55:00.000Z",
  story: { id: "7", title: "Chip curbs widen to Gulf data centres", url: "https://www.reuters.com/chips", date_published: "2026-11-19T14:00:00.000Z" },
};

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useAuthStore.setState(useAuthStore.getInitialState());
  useMarketMoversStore.getState().reset();
  useWatchlistStore.getState().reset();
});

const renderCards = (routes: ApiRoutes = {}) => renderOnDashboard(fetchMock, <><MarketTrendsCard /><WatchlistCard /></>, routes);

describe("the Market Trends and Watchlist cards", () => {
  it("show a free user invented sample movers marked Sample with a way to /billing, and their own watchlist", async () => {
    signIn("free");
    const market = predictionEventFixture({ id: "9", watchlisted: true, probability: 0.3 });
    const router = renderCards({ "/api/dashboard/watchlist": () => jsonResponse([market]) });
    const sample = screen.getByRole("table", { name: "Market trends (sample)" });
    const trends = screen.getByRole("region", { name: "Market Trends" });
    expect(within(trends).getByText("Sample")).toBeTruthy();
    // Made-up instruments: no real ticker with an invented price.
    const tickers = within(sample).getAllByRole("rowheader").map((cell) => cell.querySelector("span > span")?.textContent);
    expect(tickers.length).toBeGreaterThan(0);
    for (const ticker of tickers) expect(ticker).toMatch(/^EX-[A-Z]+$/);
    expect(within(sample).queryByText("NVDA")).toBeNull();

    const watchlist = await screen.findByRole("table", { name: "Watchlist" });
    expect(within(watchlist).getByRole("link", { name: market.question })).toBeTruthy();
    expect(screen.getAllByText("Premium")).toHaveLength(1);
    const upgrades = screen.getAllByRole("link", { name: "Upgrade to Premium" });
    expect(upgrades).toHaveLength(1);
    fireEvent.click(upgrades[0]!);
    expect(router.state.location.pathname).toBe("/billing");
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual(["/api/dashboard/watchlist"]);
  });

  it("show a premium user the movers, each ticker opening the story that named it", async () => {
    signIn("premium");
    renderCards({ "/api/dashboard/movers": () => jsonResponse([mover]), "/api/dashboard/watchlist": () => jsonResponse([]) });
    const table = await screen.findByRole("table", { name: "Market trends" });
    const row = within(table).getByRole("row", { name: /NVDA/ });
    expect(within(row).getByText("+3.50%").className).toContain("text-gain");
    expect(within(row).getByText("103.50")).toBeTruthy();
    const ticker = within(row).getByRole("link", { name: "NVDA: Chip curbs widen to Gulf data centres" });
    expect(ticker.getAttribute("href")).toBe("https://www.reuters.com/chips");
    expect(ticker.getAttribute("target")).toBe("_blank");
    expect(await screen.findByText(/No markets on your watchlist yet/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Upgrade to Premium" })).toBeNull();
  });

  it("moves a watchlisted market's price when a push says so, and says so when the load fails", async () => {
    signIn("user", "admin");
    const market = predictionEventFixture({ id: "5", watchlisted: true, probability: 0.42 });
    renderCards({ "/api/dashboard/movers": () => jsonResponse({ error: "internal_error", message: "boom" }, 500), "/api/dashboard/watchlist": () => jsonResponse([market]) });
    const table = await screen.findByRole("table", { name: "Watchlist" });
    expect(within(table).getByText("42%")).toBeTruthy();
    expect(within(table).getByRole("link", { name: market.question }).getAttribute("href")).toBe("/prediction-markets");
    act(() => publishMarketChanged(pushedMarketFixture(market, { probability: 0.61, probability_change_24h: 0.05 })));
    expect(within(table).getByText("61%")).toBeTruthy();
    expect(within(table).getByText("+5.0 pts")).toBeTruthy();
    expect((await screen.findByRole("alert")).textContent).toContain("Failed to load market trends");
  });
});
