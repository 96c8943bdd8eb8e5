import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { useAuthStore } from "../../stores/auth-store";
import { LandingPage } from "./landing-page";

beforeEach(() => {
  vi.stubGlobal("fetch", vi.fn(() => new Promise(() => {})));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.setState(useAuthStore.getInitialState());
});

function renderLanding() {
  render(
    <MemoryRouter>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/dashboard" element={<p>Dashboard route</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("LandingPage", () => {
  const featureCards = () => within(screen.getByRole("region", { name: "What you get" })).getAllByRole("listitem");

  it("lists the nine features of the spec, in its order", () => {
    renderLanding();
    expect(featureCards().map((card) => card.querySelector("h3")?.textContent)).toEqual([
      "Live News Feed",
      "Stock Impact Reports",
      "Prediction Markets",
      "AI Assistant",
      "Market Trends",
      "Personal Watchlist",
      "Algo Trading Canvas",
      "Backtester",
      "Options",
    ]);
  });

  // Each badge says who has the feature today: Premium where the server calls requirePremium (the movers), Members
  // where a signed-in free user has it (reports, the watchlist, price candles, the option calculator), Roadmap where
  // nothing is built (an assistant that explains headlines, strategy backtests).
  it.each([
    ["Live News Feed", "Beta"],
    ["Stock Impact Reports", "Members"],
    ["Prediction Markets", "Beta"],
    ["AI Assistant", "Roadmap"],
    ["Market Trends", "Premium"],
    ["Personal Watchlist", "Members"],
    ["Algo Trading Canvas", "Members"],
    ["Backtester", "Roadmap"],
    ["Options", "Members"],
  ])("badges %s %s", (name, badge) => {
    renderLanding();
    const card = featureCards().find((candidate) => candidate.querySelector("h3")?.textContent === name);
    expect(card?.querySelector("h3 + span")?.textContent).toBe(badge);
  });

  it("promises no credit card and offers the demo", () => {
    renderLanding();
    expect(screen.getByText("No credit card required, free tier available, upgrade anytime")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Explore Demo" }).getAttribute("href")).toBe("/news");
  });

  it("starts login for a visitor and opens the dashboard for a member, from the hero and the closing call", () => {
    const signIn = vi.fn(async () => {});
    useAuthStore.setState({ status: "anonymous", signIn });
    renderLanding();
    fireEvent.click(screen.getByRole("button", { name: "Get Started Free" }));
    expect(signIn).toHaveBeenCalledWith();
    cleanup();

    useAuthStore.setState({ status: "authenticated" });
    renderLanding();
    fireEvent.click(screen.getByRole("button", { name: "Create a Free Account" }));
    expect(screen.getByText("Dashboard route")).toBeTruthy();
  });
});
