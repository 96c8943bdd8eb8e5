import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { useAuthStore } from "../stores/auth-store";
import { appRoutes } from "../routes/app-routes";

// jsdom cannot scroll; the router's scroll restoration would only log that.
beforeEach(() => {
  vi.stubGlobal("scrollTo", () => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.setState(useAuthStore.getInitialState());
});

function open(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe("the guard of login-required pages", () => {
  it("shows Loading... while sign-in is still resolving", () => {
    open("/dashboard");
    expect(screen.getByText("Loading...")).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it.each(["/dashboard", "/billing"])("sends a visitor from %s to the landing page", (path) => {
    useAuthStore.setState({ status: "anonymous" });
    const router = open(path);

    expect(router.state.location.pathname).toBe("/");
    expect(screen.getByRole("button", { name: "Get Started Free" })).toBeTruthy();
  });

  it("keeps a visitor on /prediction-markets, where the login card invites them in (spec section 2)", async () => {
    useAuthStore.setState({ status: "anonymous" });
    const router = open("/prediction-markets");
    expect(await screen.findByRole("heading", { name: "Login to Access Prediction Markets" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/prediction-markets");
  });

  it("lets a signed-in user in", async () => {
    useAuthStore.setState({
      status: "authenticated",
      profile: {
        user_id: "1",
        email: "trader@demo.local",
        name: "Dana Trader",
        user_role: "user",
        plan: "free",
        created_at: "2025-01-01T00:00:00Z",
        updated_at: "2025-01-01T00:00:00Z",
      },
    });
    open("/dashboard");

    expect(await screen.findByText("Welcome back, Dana Trader")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Dana Trader/ })).toBeTruthy();
  });
});
