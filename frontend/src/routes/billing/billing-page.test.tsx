import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { useAuthStore } from "../../stores/auth-store";
import { BillingPage } from "./billing-page";
import { userProfile } from "../../testing/api-answers";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useAuthStore.setState(useAuthStore.getInitialState());
});

function renderPage(plan: string) {
  useAuthStore.setState({ status: "authenticated", profile: userProfile(plan) });
  const router = createMemoryRouter(
    [
      { path: "/billing", element: <BillingPage /> },
      { path: "/dashboard", element: <p>Dashboard page</p> },
    ],
    { initialEntries: ["/billing"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const card = (name: string) => screen.getByRole("article", { name });
const buttonOf = (name: string) => within(card(name)).getByRole("button");

describe("BillingPage", () => {
  it("shows the four plans with their prices and notes, the free one disabled as 'Current Plan' for a free user", () => {
    renderPage("free");
    expect(screen.getByRole("heading", { name: "Choose Your Plan", level: 1 })).toBeTruthy();
    expect(within(card("Free")).getByText("$0").parentElement!.textContent).toBe("$0 forever");
    expect(within(card("Premium Monthly")).getByText("Most Popular")).toBeTruthy();
    expect(within(card("Premium Yearly")).getByText("save $30/year, 2 months free")).toBeTruthy();
    expect(within(card("Lifetime")).getByText("first 1000 backers only")).toBeTruthy();
    expect(buttonOf("Free").textContent).toBe("Current Plan");
    expect((buttonOf("Free") as HTMLButtonElement).disabled).toBe(true);
    for (const name of ["Premium Monthly", "Premium Yearly", "Lifetime"]) expect((buttonOf(name) as HTMLButtonElement).disabled).toBe(false);
  });

  it("marks a premium user's plan current and leaves only lifetime to choose", () => {
    renderPage("premium");
    expect(buttonOf("Free").textContent).toBe("Included");
    expect(buttonOf("Premium Monthly").textContent).toBe("Current Plan");
    expect(buttonOf("Premium Yearly").textContent).toBe("Current Plan");
    expect((buttonOf("Premium Yearly") as HTMLButtonElement).disabled).toBe(true);
    expect((buttonOf("Lifetime") as HTMLButtonElement).disabled).toBe(false);
  });

  it("posts the chosen plan and thanks the user even when the call fails, then goes to the dashboard", async () => {
    fetchMock.mockResolvedValue(new Response("down", { status: 503 }));
    const router = renderPage("free");
    fireEvent.click(buttonOf("Premium Yearly"));
    const dialog = await screen.findByRole("dialog", { name: "Thank You for Your Interest!" });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0]!;
    expect([path, init?.method, init?.body]).toEqual(["/api/users/subscribe", "POST", JSON.stringify({ plan: "premium-yearly" })]);
    expect(within(dialog).getByRole("button", { name: "Continue Exploring" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Close" })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Dashboard" }));
    expect(router.state.location.pathname).toBe("/dashboard");
  });
});
