import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import type { Mock } from "vitest";
import { jsonResponse } from "./api-answers";

/** The API's answers by path, for a stubbed `fetch`. */
export type ApiRoutes = Record<string, () => Response>;

/**
 * A dashboard card rendered at /dashboard beside a stand-in /billing page, the stubbed `fetch` answering `routes` by path
 * and anything else 500. Answers the router, so a test can tell where a click went.
 */
export function renderOnDashboard(fetchMock: Mock<typeof fetch>, card: ReactNode, routes: ApiRoutes = {}) {
  fetchMock.mockImplementation(async (input) => (routes[String(input)] ?? (() => jsonResponse({ error: "internal_error", message: "not answered in this test" }, 500)))());
  const router = createMemoryRouter(
    [
      { path: "/dashboard", element: card },
      { path: "/billing", element: <p>Billing page</p> },
    ],
    { initialEntries: ["/dashboard"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
