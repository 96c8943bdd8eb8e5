import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { OilPrices } from "@tradewire/core";
import { useAuthStore } from "../../../stores/auth-store";
import { useSystemStore } from "../../../stores/system-store";
import { predictionEventFixture } from "../../../testing/prediction-event-fixture";
import { useMiddleEastMarketsStore } from "../use-middle-east-markets";
import { useMiddleEastNewsStore } from "../use-middle-east-news";
import { useOilPricesStore } from "../use-oil-prices";
import { DesktopLeftPanel } from "./desktop-left-panel";
import { DesktopRightPanel } from "./desktop-right-panel";
import { MobilePanelBar } from "./mobile-panel-bar";
import { jsonResponse } from "../../../testing/api-answers";

// jsdom has no matchMedia; the oil chart (lightweight-charts, loaded lazily) watches the device pixel ratio with it,
// and when its module arrives late it would throw after the test that rendered it has ended. The window is a wide
// desktop's: the side panels open unfolded.
Object.defineProperty(window, "matchMedia", {
  configurable: true,
  value: (query: string) => ({
    matches: query === "(min-width: 80rem)",
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }),
});

const fetchMock = vi.fn<typeof fetch>();

const IRAN_FRAME = "https://stats.example.com/embed/traffic?location=ir";
const ISRAEL_FRAME = "https://unreachable.example.com/embed/traffic?location=il";
const sessionOpen = Date.parse("2026-11-20T14:30:00Z");
const oil = (mode: OilPrices["mode"]): OilPrices => ({
  symbol: "USO",
  mode,
  bars: [74.1, 74.25, 73.9, 74.6].map((close, index) => ({ time: sessionOpen + index * 60_000, close })),
});
const markets = Array.from({ length: 8 }, (_, index) => predictionEventFixture({ id: String(index + 1), question: `Market ${index + 1}?` }));

/** The server and the outside world, as the panels meet them. */
let routes: Record<string, () => Response | Promise<Response>>;

beforeEach(() => {
  routes = {
    "/api/config": () =>
      jsonResponse({
        oidc: { issuer: "http://localhost/oidc", clientId: "web", audience: "api", scope: "openid" },
        map: { tileUrl: "http://tiles.example.com/{z}/{x}/{y}.png" },
        trafficCharts: { iran: IRAN_FRAME, israel: ISRAEL_FRAME },
        version: "test",
      }),
    [IRAN_FRAME]: () => new Response(null, { status: 200 }),
    [ISRAEL_FRAME]: () => Promise.reject(new TypeError("Failed to fetch")),
    "/api/middle-east/oil": () => jsonResponse(oil("replay")),
    "/articles/middle-east": () => jsonResponse({ articles: [] }),
    "/api/middle-east/markets": () => jsonResponse(markets),
  };
  fetchMock.mockImplementation(async (input) => {
    const route = routes[String(input)];
    return route ? route() : jsonResponse({ error: "not_found", message: String(input) }, 404);
  });
  vi.stubGlobal("fetch", fetchMock);
  useAuthStore.setState({ status: "authenticated" });
  useSystemStore.setState({ feed: "live", markets: "live" });
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useMiddleEastMarketsStore.getState().reset();
  useSystemStore.setState(useSystemStore.getInitialState());
  useMiddleEastNewsStore.getState().reset();
  useOilPricesStore.getState().reset();
  useAuthStore.setState(useAuthStore.getInitialState());
});

const asked = (path: string) => fetchMock.mock.calls.filter(([input]) => String(input) === path).length;

describe("DesktopLeftPanel", () => {
  it("frames both traffic charts, a plain link standing in for one that cannot load, and the first 6 markets", async () => {
    render(<DesktopLeftPanel />);
    const panel = screen.getByRole("complementary", { name: "Analytics" });
    expect(panel.className).toContain("w-100");

    const iran = await within(panel).findByTitle("Iran network traffic");
    expect(iran.tagName).toBe("IFRAME");
    expect(iran.getAttribute("src")).toBe(IRAN_FRAME);
    const israel = await within(panel).findByRole("link", { name: /Israel network traffic on unreachable\.example\.com/ });
    expect(israel.getAttribute("href")).toBe(ISRAEL_FRAME);
    expect(within(panel).queryByTitle("Israel network traffic")).toBeNull();

    const box = within(panel).getByRole("region", { name: "Prediction Markets" });
    expect(await within(box).findAllByRole("listitem")).toHaveLength(6);
  });

  it("folds to its tab, unmounting its boxes, and opens again", async () => {
    render(<DesktopLeftPanel />);
    const panel = screen.getByRole("complementary", { name: "Analytics" });
    const tab = within(panel).getByRole("button", { name: "Analytics" });
    expect(tab.getAttribute("aria-expanded")).toBe("true");
    expect(await within(panel).findAllByRole("listitem")).toHaveLength(6);

    fireEvent.click(tab);
    expect(tab.getAttribute("aria-expanded")).toBe("false");
    expect(panel.className).not.toContain("w-100");
    expect(within(panel).queryByRole("region", { name: "Prediction Markets" })).toBeNull();

    fireEvent.click(tab);
    expect(tab.getAttribute("aria-expanded")).toBe("true");
    expect(within(panel).getByRole("region", { name: "Prediction Markets" })).toBeTruthy();
  });
});

describe("DesktopRightPanel", () => {
  it("shows the oil chart's loading text, then USO's last close and says the prices are replayed", async () => {
    render(<DesktopRightPanel />);
    const panel = screen.getByRole("complementary", { name: "Oil price and news" });
    const oilBox = within(panel).getByRole("region", { name: "Oil Price Chart (USO ETF)" });
    expect(within(oilBox).getByRole("status").textContent).toBe("Loading oil prices...");
    expect(await within(oilBox).findByText("$74.60")).toBeTruthy();
    expect(within(oilBox).getByText("+0.67%").className).toContain("text-gain");
    expect(within(oilBox).getByText("Replay mode: USO prices are simulated from the bundled replay set, not market data.")).toBeTruthy();
    expect(within(oilBox).getByText(/Fri 20 Nov 09:33 ET/)).toBeTruthy();

    const news = within(panel).getByRole("region", { name: "Middle East News" });
    expect(within(news).getByText("LIVE")).toBeTruthy();
    expect(await within(news).findByText("No news available")).toBeTruthy();
    // Replayed stories are not live news.
    act(() => useSystemStore.setState({ feed: "fallback" }));
    expect(within(news).queryByText("LIVE")).toBeNull();
    expect(within(news).getByText("Replay")).toBeTruthy();
  });

  it("says nothing of replay for live prices, and tells a failed load", async () => {
    routes["/api/middle-east/oil"] = () => jsonResponse(oil("live"));
    render(<DesktopRightPanel />);
    await screen.findByText("$74.60");
    expect(screen.queryByText(/Replay mode/)).toBeNull();
    cleanup();
    useOilPricesStore.getState().reset();

    routes["/api/middle-east/oil"] = () => jsonResponse({ error: "internal", message: "boom" }, 500);
    render(<DesktopRightPanel />);
    const oilBox = screen.getByRole("region", { name: "Oil Price Chart (USO ETF)" });
    expect((await within(oilBox).findByRole("alert")).textContent).toBe("Failed to load oil prices");
  });

  it("asks again 5 s after the server says its first prices are on their way", async () => {
    vi.useFakeTimers();
    routes["/api/middle-east/oil"] = () => jsonResponse({ error: "service_unavailable", message: "Oil prices are being fetched; try again in a few seconds" }, 503);
    render(<DesktopRightPanel />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(asked("/api/middle-east/oil")).toBe(1);
    expect(screen.getByRole("region", { name: "Oil Price Chart (USO ETF)" }).textContent).toContain("Loading oil prices...");
    routes["/api/middle-east/oil"] = () => jsonResponse(oil("replay"));
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(asked("/api/middle-east/oil")).toBe(2);
    expect(screen.getByText("$74.60")).toBeTruthy();
  });
});

describe("MobilePanelBar", () => {
  const bar = () => screen.getByRole("navigation", { name: "Middle East panels" });
  const tab = (name: string) => within(bar()).getByRole("button", { name });

  it("opens one panel at a time, and its close button folds it", async () => {
    render(<MobilePanelBar />);
    expect(["Analytics", "Oil Price", "ME News"].map((name) => tab(name).getAttribute("aria-expanded"))).toEqual(["false", "false", "false"]);
    expect(screen.queryByRole("region")).toBeNull();
    // Nothing is fetched for a panel that is not open.
    expect(fetchMock).not.toHaveBeenCalled();

    act(() => useSystemStore.setState({ feed: "replay" }));
    fireEvent.click(tab("ME News"));
    const news = screen.getByRole("region", { name: "Middle East News" });
    expect(within(news).queryByText("LIVE")).toBeNull();
    expect(within(news).getByText("Replay")).toBeTruthy();
    expect(await within(news).findByText("No news available")).toBeTruthy();
    expect(tab("ME News").getAttribute("aria-controls")).toBe(news.id);

    fireEvent.click(tab("Oil Price"));
    expect(screen.queryByRole("region", { name: "Middle East News" })).toBeNull();
    expect(screen.getByRole("region", { name: "Oil Price Chart (USO ETF)" })).toBeTruthy();
    expect(tab("Oil Price").getAttribute("aria-expanded")).toBe("true");
    expect(tab("ME News").getAttribute("aria-expanded")).toBe("false");
    expect(await screen.findByText("$74.60")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Close panel" }));
    expect(screen.queryByRole("region", { name: "Oil Price Chart (USO ETF)" })).toBeNull();
    expect(tab("Oil Price").getAttribute("aria-expanded")).toBe("false");

    // The open panel's own button folds it too.
    fireEvent.click(tab("ME News"));
    fireEvent.click(tab("ME News"));
    expect(screen.queryByRole("region", { name: "Middle East News" })).toBeNull();
  });

  it("holds both traffic charts and every market in the 'Analytics Dashboard'", async () => {
    render(<MobilePanelBar />);
    fireEvent.click(tab("Analytics"));
    const analytics = screen.getByRole("region", { name: "Analytics Dashboard" });
    expect(await within(analytics).findByTitle("Iran network traffic")).toBeTruthy();
    expect(await within(analytics).findByRole("link", { name: /Israel network traffic/ })).toBeTruthy();
    const box = within(analytics).getByRole("region", { name: "Prediction Markets" });
    expect(await within(box).findAllByRole("listitem")).toHaveLength(8);
    fireEvent.keyDown(analytics, { key: "Escape" });
    expect(screen.queryByRole("region", { name: "Analytics Dashboard" })).toBeNull();
  });
});
