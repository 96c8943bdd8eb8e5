import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { PredictionEvent } from "@tradewire/core";
import { publishMarketChanged } from "../../../realtime/market-changed";
import { useAuthStore } from "../../../stores/auth-store";
import { useSystemStore } from "../../../stores/system-store";
import { predictionEventFixture, pushedMarketFixture } from "../../../testing/prediction-event-fixture";
import { useMiddleEastMarketsStore } from "../use-middle-east-markets";
import { PredictionMarketsBox } from "./prediction-markets-box";
import { jsonResponse } from "../../../testing/api-answers";

const fetchMock = vi.fn<typeof fetch>();
const marketsAsked = () => fetchMock.mock.calls.filter(([input]) => String(input) === "/api/middle-east/markets").length;

const markets: PredictionEvent[] = Array.from({ length: 8 }, (_, index) =>
  predictionEventFixture({ id: String(index + 1), question: `Market ${index + 1}?`, volume: 1_000_000 - index * 1000, probability: 0.1 * (index + 1) }),
);

const shownQuestions = () =>
  within(screen.getByRole("list", { name: "Prediction markets" }))
    .getAllByRole("button")
    .map((button) => button.textContent?.match(/Market \d+\?/)?.[0]);

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  useAuthStore.setState({ status: "authenticated" });
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useMiddleEastMarketsStore.getState().reset();
  useAuthStore.setState(useAuthStore.getInitialState());
  useSystemStore.setState(useSystemStore.getInitialState());
});

describe("PredictionMarketsBox", () => {
  it("offers a visitor 'Login to Access' with the error text, and asks for no markets", async () => {
    const signIn = vi.fn(async () => {});
    useAuthStore.setState({ status: "anonymous", signIn });
    render(<PredictionMarketsBox limit={6} />);
    const box = screen.getByRole("region", { name: "Prediction Markets" });
    expect(within(box).getByRole("alert").textContent).toContain("Authentication required. Please log in to access prediction markets.");
    fireEvent.click(within(box).getByRole("button", { name: "Login to Access" }));
    expect(signIn).toHaveBeenCalledWith("/israel-iran-view");
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("is marked LIVE only while the markets come from the platforms, 'Replay' while they are replayed", () => {
    useAuthStore.setState({ status: "anonymous" });
    render(<PredictionMarketsBox limit={6} />);
    const header = () => screen.getByRole("region", { name: "Prediction Markets" }).querySelector("header")!;
    // Before the first heartbeat nobody knows yet: no claim either way.
    expect(header().textContent).toBe("Prediction Markets");
    act(() => useSystemStore.setState({ feed: "live", markets: "replay" }));
    expect(header().textContent).toBe("Prediction MarketsReplay");
    act(() => useSystemStore.setState({ feed: "replay", markets: "live" }));
    expect(header().textContent).toBe("Prediction MarketsLIVE");
    act(() => useSystemStore.setState({ markets: "fallback" }));
    expect(header().textContent).toBe("Prediction MarketsReplay");
  });

  it("says it is loading while sign-in resolves, without asking yet", () => {
    useAuthStore.setState({ status: "loading" });
    render(<PredictionMarketsBox limit={6} />);
    expect(screen.getByRole("status").textContent).toBe("Loading prediction markets...");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows a member the loading text, then the first 6 markets, largest first", async () => {
    let answer!: (response: Response) => void;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<PredictionMarketsBox limit={6} />);
    expect(screen.getByRole("status").textContent).toBe("Loading prediction markets...");
    await act(async () => answer(jsonResponse(markets)));
    expect(shownQuestions()).toEqual(["Market 1?", "Market 2?", "Market 3?", "Market 4?", "Market 5?", "Market 6?"]);
    expect(screen.getByText("60%").className).toContain("text-caution");
  });

  it("shows every market when no limit is given (the phone's Analytics panel)", async () => {
    fetchMock.mockResolvedValue(jsonResponse(markets));
    render(<PredictionMarketsBox />);
    await screen.findByRole("list", { name: "Prediction markets" });
    expect(shownQuestions()).toHaveLength(8);
  });

  it.each([
    ["a failed load", () => jsonResponse({ error: "internal", message: "boom" }, 500), "Failed to load prediction markets data"],
    ["an answer that is not a list of markets", () => jsonResponse({ markets: "soon" }), "Data format unexpected"],
  ])("says so on %s", async (_case, response, text) => {
    fetchMock.mockImplementation(async () => response());
    render(<PredictionMarketsBox limit={6} />);
    expect((await screen.findByRole("alert")).textContent).toBe(text);
  });

  it("says when there are no markets", async () => {
    fetchMock.mockResolvedValue(jsonResponse([]));
    render(<PredictionMarketsBox limit={6} />);
    expect(await screen.findByText("No prediction markets available")).toBeTruthy();
  });

  it("refreshes every 30 s while signed in, and stops when the user signs out", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () => jsonResponse(markets));
    render(<PredictionMarketsBox limit={6} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(marketsAsked()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(29_999));
    expect(marketsAsked()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(marketsAsked()).toBe(2);

    act(() => useAuthStore.setState({ status: "anonymous" }));
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(marketsAsked()).toBe(2);
    expect(screen.getByRole("button", { name: "Login to Access" })).toBeTruthy();
  });

  it("opens a market to its price chart in the multi-market chart", async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === "/api/middle-east/markets") return jsonResponse(markets);
      if (url === "/api/prediction/markets?ids=2&hours=24") {
        return jsonResponse([{ id: "2", question: "Market 2?", outcome: "Yes", "token-id": null, prices: [{ date: Date.parse("2026-11-22T10:00:00Z"), price: 0.2 }, { date: Date.parse("2026-11-22T14:00:00Z"), price: 0.25 }] }]);
      }
      return jsonResponse({ error: "not_found", message: url }, 404);
    });
    render(<PredictionMarketsBox limit={6} />);
    const second = (await screen.findAllByRole("button", { expanded: false }))[1]!;
    fireEvent.click(second);
    expect(second.getAttribute("aria-expanded")).toBe("true");
    const chart = await screen.findByRole("img", { name: "Price of Yes over the last 24 hours: Market 2?" });
    expect(chart.getAttribute("viewBox")).toBe("0 0 440 180");
    expect(screen.getByRole("link", { name: /Trade on Polymarket/ }).getAttribute("href")).toBe(markets[1]!.event_url);

    // One market open at a time.
    fireEvent.click(screen.getAllByRole("button", { expanded: false })[0]!);
    expect(screen.getAllByRole("button", { expanded: true })).toHaveLength(1);
  });

  it("follows pushed prices of the markets it lists, drops a closed one, and lets no other region's market in", async () => {
    const listed = markets.slice(0, 3);
    fetchMock.mockImplementation(async () => jsonResponse(listed));
    render(<PredictionMarketsBox />);
    await screen.findByRole("list", { name: "Prediction markets" });
    const asked = marketsAsked();

    act(() => publishMarketChanged(pushedMarketFixture(listed[1]!, { probability: 0.87 })));
    expect(screen.getByText("87%")).toBeTruthy();
    act(() => publishMarketChanged(pushedMarketFixture(listed[0]!, { closed: true })));
    expect(shownQuestions()).toEqual(["Market 2?", "Market 3?"]);
    act(() => publishMarketChanged(pushedMarketFixture(predictionEventFixture({ id: "99", question: "Will China buy US soybeans?" }), { tags: ["china"] })));
    expect(shownQuestions()).toEqual(["Market 2?", "Market 3?"]);
    expect(marketsAsked()).toBe(asked);

    // A new market of the region: the server says where it goes.
    act(() => publishMarketChanged(pushedMarketFixture(predictionEventFixture({ id: "98", question: "Market 98?" }), { tags: ["middle-east"] })));
    await expect.poll(marketsAsked).toBe(asked + 1);
  });
});
