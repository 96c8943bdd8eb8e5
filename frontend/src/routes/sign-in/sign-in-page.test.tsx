import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { appRoutes } from "../app-routes";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  // jsdom cannot scroll; the router's scroll restoration would only log that.
  vi.stubGlobal("scrollTo", () => {});
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const details = {
  uid: "abc",
  prompt: "login",
  demoAccounts: [{ email: "trader@demo.local", name: "Demo Trader", role: "user", password: "demo" }],
};

function openSignIn() {
  render(<RouterProvider router={createMemoryRouter(appRoutes, { initialEntries: ["/signin/abc"] })} />);
}

describe("the built-in provider's sign-in page", () => {
  it("fills the form from a demo account and shows why the server refused the sign-in", async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith("/details")
        ? new Response(JSON.stringify(details))
        : new Response(JSON.stringify({ error: "unauthorized", message: "Wrong e-mail or password" }), { status: 401 }),
    );
    openSignIn();

    fireEvent.click(await screen.findByRole("button", { name: /Demo Trader/ }));
    expect((screen.getByLabelText("E-mail") as HTMLInputElement).value).toBe("trader@demo.local");

    fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Wrong e-mail or password");
    expect(fetchMock).toHaveBeenLastCalledWith("/oidc/interaction/abc/login", expect.objectContaining({ method: "POST" }));
  });

  it("explains an expired sign-in attempt instead of showing an empty form", async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ error: "bad_request", message: "This sign-in attempt has expired. Start again from the app." }), {
        status: 400,
      }),
    );
    openSignIn();

    expect((await screen.findByRole("alert")).textContent).toBe("This sign-in attempt has expired. Start again from the app.");
    expect(screen.queryByLabelText("Password")).toBeNull();
  });
});
