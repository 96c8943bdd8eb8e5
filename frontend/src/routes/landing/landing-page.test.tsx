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
  it("lists nine features with their badges, the roadmap among them", () => {
    renderLanding();
    const cards = within(screen.getByRole("region", { name: "What you get" })).getAllByRole("listitem");
    expect(cards).toHaveLength(9);
    const roadmap = cards.filter((card) => card.textContent?.includes("Roadmap"));
    expect(roadmap.map((card) => card.querySelector("h3")?.textContent)).toEqual([
      "AI Assistant",
      "Market Trends",
      "Personal Watchlist",
      "Algo Trading Canvas",
      "Backtester",
      "Options",
    ]);
    expect(screen.getByText("Premium")).toBeTruthy();
    expect(screen.getAllByText("Beta")).toHaveLength(2);
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
