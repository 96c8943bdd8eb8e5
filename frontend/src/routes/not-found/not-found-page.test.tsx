import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { appRoutes } from "../app-routes";

// jsdom cannot scroll; the router's scroll restoration would only log that.
beforeEach(() => {
  vi.stubGlobal("scrollTo", () => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("an unknown path", () => {
  it("shows the not-found page of the spec", () => {
    render(<RouterProvider router={createMemoryRouter(appRoutes, { initialEntries: ["/no-such-page"] })} />);

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("404 Page Not Found");
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeTruthy();
  });
});
