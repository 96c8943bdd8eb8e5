import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { Tooltip } from "radix-ui";
import { useAuthStore } from "../stores/auth-store";
import { AppHeader } from "./app-header";

afterEach(() => {
  cleanup();
  useAuthStore.setState(useAuthStore.getInitialState());
});

function renderHeader() {
  render(
    <MemoryRouter>
      <Tooltip.Provider>
        <AppHeader />
      </Tooltip.Provider>
    </MemoryRouter>,
  );
  const nav = screen.getByRole("navigation", { name: "Main" });
  const labels = Array.from(nav.querySelectorAll("a, button"), (item) => item.textContent);
  return { nav, labels };
}

describe("AppHeader", () => {
  it("shows the page title", () => {
    renderHeader();
    expect(screen.getByRole("link", { name: "Tradewire" })).toBeTruthy();
  });

  it("offers a visitor Get Started and the public pages", () => {
    useAuthStore.setState({ status: "anonymous" });
    const { labels } = renderHeader();

    expect(labels).toEqual(["Get Started", "World View", "Israel & Iran", "Prediction Markets", "News", "Calendar"]);
    expect(screen.queryByRole("link", { name: "Dashboard" })).toBeNull();
  });

  it("starts login from Get Started, returning to the dashboard by default", () => {
    const signIn = vi.fn(async () => {});
    useAuthStore.setState({ status: "anonymous", signIn });
    renderHeader();

    fireEvent.click(screen.getByRole("button", { name: "Get Started" }));
    expect(signIn).toHaveBeenCalledWith();
  });

  it("starts login from Prediction Markets and returns there, with the hint 'Click to login'", async () => {
    const signIn = vi.fn(async () => {});
    useAuthStore.setState({ status: "anonymous", signIn });
    renderHeader();
    const button = screen.getByRole("button", { name: "Prediction Markets" });

    fireEvent.focus(button);
    expect((await screen.findByRole("tooltip")).textContent).toBe("Click to login");

    fireEvent.click(button);
    expect(signIn).toHaveBeenCalledWith("/prediction-markets");
  });

  it("gives a signed-in user the dashboard and every page as links", () => {
    useAuthStore.setState({ status: "authenticated" });
    const { nav, labels } = renderHeader();

    expect(labels).toEqual(["Dashboard", "World View", "Israel & Iran", "Prediction Markets", "News", "Calendar"]);
    expect(within(nav).getByRole("link", { name: "Prediction Markets" }).getAttribute("href")).toBe(
      "/prediction-markets",
    );
    expect(screen.queryByRole("button", { name: "Get Started" })).toBeNull();
  });
});
