import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import type { PredictionEvent } from "@tradewire/core";
import { useMarketsStore } from "../../features/prediction-markets/markets-store";
import { publishMarketChanged } from "../../realtime/market-changed";
import { useAuthStore } from "../../stores/auth-store";
import { useToastStore } from "../../stores/toast-store";
import { predictionEventFixture, pushedMarketFixture } from "../../testing/prediction-event-fixture";
import { Toaster } from "../../ui/toaster";
import { PredictionMarketsPage } from "./prediction-markets-page";
import { jsonResponse } from "../../testing/api-answers";
import { marketMove } from "@tradewire/core/testing/move-fixture";
import { publishMoveDetected } from "../../realtime/move-detected";
import { useMovesStore } from "../../features/moves/moves-store";

const fetchMock = vi.fn<typeof fetch>();

const markets: PredictionEvent[] = [
  predictionEventFixture({ id: "1", question: "Fed cut in December?", volume: 5_000_000, age: 30, probability: 0.62 }),
  predictionEventFixture({ id: "2", question: "Brent above $70?", volume: 80_000, age: 3, platform: "kalshi", probability: 0.18 }),
  predictionEventFixture({ id: "3", question: "China tariff above 45%?", volume: 900_000, age: 60, probability: 0.81 }),
];

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  useAuthStore.setState({ status: "authenticated" });
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useMarketsStore.getState().reset();
  useMovesStore.getState().reset();
  useAuthStore.setState(useAuthStore.getInitialState());
  useToastStore.setState({ current: null });
});

function renderPage() {
  render(
    <MemoryRouter>
      <PredictionMarketsPage />
      <Toaster />
    </MemoryRouter>,
  );
}

const questions = () => within(screen.getByRole("table", { name: "Prediction markets" })).getAllByRole("link").map((link) => link.textContent);

describe("PredictionMarketsPage", () => {
  it("shows a visitor the login card with News and World View", () => {
    useAuthStore.setState({ status: "anonymous" });
    renderPage();
    expect(screen.getByRole("heading", { name: "Login to Access Prediction Markets" })).toBeTruthy();
    expect(screen.getByText("Please log in to access prediction markets data")).toBeTruthy();
    expect(screen.getByRole("link", { name: "News" }).getAttribute("href")).toBe("/news");
    expect(screen.getByRole("link", { name: "World View" }).getAttribute("href")).toBe("/world-view");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sorts by volume, largest first, then by the column clicked per spec section 4", async () => {
    fetchMock.mockResolvedValue(jsonResponse(markets));
    renderPage();
    await screen.findByRole("table", { name: "Prediction markets" });
    expect(screen.getByRole("heading", { name: "Prediction Markets" })).toBeTruthy();
    expect(screen.getByText("Beta")).toBeTruthy();
    expect(questions()).toEqual(["Fed cut in December?", "China tariff above 45%?", "Brent above $70?"]);
    const header = (name: string) => screen.getByRole("columnheader", { name: new RegExp(`^${name}`) });

    fireEvent.click(within(header("Volume")).getByRole("button"));
    expect(questions()).toEqual(["Brent above $70?", "China tariff above 45%?", "Fed cut in December?"]);
    expect(header("Volume").getAttribute("aria-sort")).toBe("ascending");

    fireEvent.click(within(header("Age")).getByRole("button"));
    expect(questions()).toEqual(["China tariff above 45%?", "Fed cut in December?", "Brent above $70?"]);
    expect(header("Age").getAttribute("aria-sort")).toBe("descending");
    expect(header("Volume").getAttribute("aria-sort")).toBe("none");
    // The platform column ignores clicks: it has no button.
    expect(within(header("Platform")).queryByRole("button")).toBeNull();
  });

  it("filters by platform", async () => {
    fetchMock.mockResolvedValue(jsonResponse(markets));
    renderPage();
    await screen.findByRole("table", { name: "Prediction markets" });
    fireEvent.click(screen.getByRole("button", { name: "Kalshi" }));
    expect(questions()).toEqual(["Brent above $70?"]);
  });

  it("updates a row from a pushed price, without another request", async () => {
    fetchMock.mockResolvedValue(jsonResponse(markets));
    renderPage();
    await screen.findByRole("table", { name: "Prediction markets" });
    const row = () => screen.getByRole("link", { name: "Fed cut in December?" }).closest("tr")!;
    expect(row().textContent).toContain("62%");
    act(() => publishMarketChanged(pushedMarketFixture(markets[0]!, { probability: 0.71, probability_change_24h: 0.09 })));
    expect(row().textContent).toContain("71%");
    expect(row().textContent).toContain("+9.0 pts");
    expect(row().querySelector("[data-flash]")).not.toBeNull();
    // One request for the markets (the page also asks once for the markets' moves).
    expect(fetchMock.mock.calls.filter(([url]) => !String(url).includes("/api/moves"))).toHaveLength(1);
  });

  it("shows a market's latest move on its row, opening to the stories that may explain it", async () => {
    fetchMock.mockImplementation(async (input) => (String(input).includes("/api/moves") ? jsonResponse({ moves: [] }) : jsonResponse(markets)));
    renderPage();
    await screen.findByRole("table", { name: "Prediction markets" });
    const row = (question: string) => screen.getByRole("link", { name: question }).closest("tr")!;
    act(() => publishMoveDetected({ ...marketMove, market_id: "2", question: "Brent above $70?" }));
    const chip = within(row("Brent above $70?")).getByRole("button", { name: /^Brent above \$70\?\+7\.0 pts: Brent above \$70\? 40\.0% → 47\.0% in 25 min/ });
    expect(within(row("Fed cut in December?")).queryByText("+7.0 pts")).toBeNull();
    fireEvent.click(chip);
    expect((await screen.findByRole("dialog", { name: "Why it moved" })).textContent).toContain("No story in the two hours before it names, links or resembles it.");
  });

  it("opens the feature-request dialog with its two community links in new tabs", async () => {
    fetchMock.mockResolvedValue(jsonResponse(markets));
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Send us feature requests" }));
    const dialog = screen.getByRole("dialog", { name: "Choose Platform" });
    expect(within(dialog).getByText("Select where you'd like to request features or get support:")).toBeTruthy();
    const links = within(dialog).getAllByRole("link");
    expect(links).toHaveLength(2);
    for (const link of links) expect(link.getAttribute("target")).toBe("_blank");
  });

  it("toggles the watchlist and says so in a toast", async () => {
    fetchMock.mockImplementation(async (input) => (String(input).endsWith("/watchlist") ? jsonResponse({ watchlisted: true }) : jsonResponse(markets)));
    renderPage();
    await screen.findByRole("table", { name: "Prediction markets" });
    const heart = screen.getByRole("button", { name: "Add to watchlist: Fed cut in December?" });
    fireEvent.click(heart);
    expect(await screen.findByText("Watchlist updated")).toBeTruthy();
    expect(screen.getByText("Prediction market watchlist status has been updated successfully.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove from watchlist: Fed cut in December?" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("says so in a destructive toast when the watchlist call fails", async () => {
    fetchMock.mockImplementation(async (input) => (String(input).endsWith("/watchlist") ? jsonResponse({ error: "internal" }, 500) : jsonResponse(markets)));
    renderPage();
    await screen.findByRole("table", { name: "Prediction markets" });
    fireEvent.click(screen.getByRole("button", { name: "Add to watchlist: Fed cut in December?" }));
    expect(await screen.findByText("Failed to update watchlist. Please try again.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Add to watchlist: Fed cut in December?" }).getAttribute("aria-pressed")).toBe("false");
  });

  it.each([
    [jsonResponse({ error: "unauthorized", message: "login_required" }, 401), "Authentication required. Please log in to access prediction markets."],
    [jsonResponse({ error: "internal" }, 500), "Failed to load prediction markets data"],
    [jsonResponse([{ id: 1 }]), "Data format unexpected"],
  ])("words a failed load per spec section 8 (%#)", async (answer, message) => {
    fetchMock.mockResolvedValue(answer);
    renderPage();
    expect(await screen.findByText(message)).toBeTruthy();
  });
});
