import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import type { NotificationChannel, Ticker } from "@tradewire/core";
import { Tooltip } from "radix-ui";
import { useAuthStore } from "../../stores/auth-store";
import { useToastStore } from "../../stores/toast-store";
import { alertFixture } from "../../testing/alert-fixture";
import { predictionEventFixture } from "../../testing/prediction-event-fixture";
import { MarketDetail } from "../prediction-markets/market-detail";
import { useAlertComposerStore } from "./alert-composer-store";
import { AlertsCard } from "./alerts-card";
import { useAlertsStore } from "./alerts-store";
import { NewAlertModal } from "./new-alert-modal";
import { jsonResponse, userProfile } from "../../testing/api-answers";

const fetchMock = vi.fn<typeof fetch>();
const mail: NotificationChannel = { channel_id: 1, channel_name: "Mail", type: "email", email: "t@x.co", endpoint: null, channel_key: null, telegram_chat_id: null, telegram_url: null, status: "ok", created_at: "", updated_at: "", last_test: null };
const alertNumbered = (id: number) => alertFixture({ alert_id: id, name: `Alert ${id}`, include_tags: [] });
const alertsNumbered = (count: number) => Array.from({ length: count }, (_, index) => alertNumbered(index + 1));
const listing = (ticker: string, company: string): Ticker => ({ ticker, company, exchange: "NASDAQ", sector: null, country: "US" });

type Route = (init: RequestInit | undefined) => Response | Promise<Response>;

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useAlertsStore.getState().reset();
  useAlertComposerStore.getState().close();
  useAuthStore.setState(useAuthStore.getInitialState());
  useToastStore.setState({ current: null });
});

/** The app's pieces on one route, the composer's modal mounted once as the layout does, the API answered per path. */
function renderAt(path: string, page: React.ReactNode, routes: Record<string, Route>) {
  fetchMock.mockImplementation(async (input, init) => (routes[String(input)] ?? (() => jsonResponse({ error: "not found", message: "not found" }, 404)))(init));
  const router = createMemoryRouter(
    [
      { path, element: <Tooltip.Provider>{page}<NewAlertModal /></Tooltip.Provider> },
      { path: "/billing", element: <p>Billing page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST").map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe("New Alert", () => {
  it("tells a free user at the plan's limit so, and its button leads to /billing instead of creating", async () => {
    useAuthStore.setState({ status: "authenticated", profile: userProfile("free") });
    const router = renderAt("/dashboard", <AlertsCard />, {
      "/api/alert/alert": () => jsonResponse(alertsNumbered(3)),
      "/api/alert/channel": () => jsonResponse([mail]),
      "/api/prediction/tags": () => jsonResponse([]),
    });
    await screen.findByRole("heading", { name: /Alerts \(3\)/ });
    fireEvent.click(screen.getByRole("button", { name: "New Alert" }));
    const dialog = await screen.findByRole("dialog", { name: "New Alert" });
    expect(within(dialog).getByText("3 of 3 alerts on the free plan")).toBeTruthy();
    expect(within(dialog).queryByRole("button", { name: "Create Alert" })).toBeNull();

    const upgrade = within(dialog).getByRole("button", { name: "Upgrade to Premium", description: "3 of 3 alerts on the free plan" });
    fireEvent.click(upgrade);
    await waitFor(() => expect(router.state.location.pathname).toBe("/billing"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(posts()).toEqual([]);
  });

  it("lets a free user under the limit create, and shows the server's refusal when another tab took the last place", async () => {
    useAuthStore.setState({ status: "authenticated", profile: userProfile("free") });
    renderAt("/dashboard", <AlertsCard />, {
      "/api/alert/alert": (init) =>
        init?.method === "POST" ? jsonResponse({ error: "forbidden", message: "3 of 3 alerts on the free plan; see /billing for more" }, 403) : jsonResponse(alertsNumbered(2)),
      "/api/alert/channel": () => jsonResponse([mail]),
      "/api/prediction/tags": () => jsonResponse([]),
    });
    await screen.findByRole("heading", { name: /Alerts \(2\)/ });
    fireEvent.click(screen.getByRole("button", { name: "New Alert" }));
    const dialog = await screen.findByRole("dialog", { name: "New Alert" });
    expect(within(dialog).queryByText(/alerts on the free plan/)).toBeNull();
    fireEvent.change(within(dialog).getByLabelText("Alert name"), { target: { value: "Steel" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Alert" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("3 of 3 alerts on the free plan; see /billing for more");
  });

  it("creates a move alert, which needs only a name and a channel: the moves of the member's tickers and watchlist", async () => {
    useAuthStore.setState({ status: "authenticated", profile: userProfile("premium") });
    renderAt("/dashboard", <AlertsCard />, {
      "/api/alert/alert": (init) => (init?.method === "POST" ? jsonResponse(alertFixture({ alert_id: 5, name: "My movers", type: "move" }), 201) : jsonResponse([])),
      "/api/alert/channel": () => jsonResponse([mail]),
      "/api/prediction/tags": () => jsonResponse([]),
    });
    fireEvent.click(await screen.findByRole("button", { name: "New Alert" }));
    const dialog = await screen.findByRole("dialog", { name: "New Alert" });
    fireEvent.change(within(dialog).getByLabelText("Alert name"), { target: { value: "My movers" } });
    fireEvent.change(within(dialog).getByLabelText("Alert type"), { target: { value: "move" } });
    expect(within(dialog).getByText(/When a stock on your tickers moves 3σ and 1% or more/)).toBeTruthy();
    expect(within(dialog).queryByLabelText("Minimum impact")).toBeNull();
    expect(within(dialog).queryByLabelText("Market alert")).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Alert" }));
    await waitFor(() => expect(posts()).toEqual([{ name: "My movers", type: "move", channel_id: 1, include_tags: [], exclude_tags: [] }]));
  });

  it("creates a calendar alert from its importance, countries, my tickers and reminder, sending no tags typed before the type changed", async () => {
    useAuthStore.setState({ status: "authenticated", profile: userProfile("premium") });
    renderAt("/dashboard", <AlertsCard />, {
      "/api/alert/alert": (init) => (init?.method === "POST" ? jsonResponse(alertFixture({ alert_id: 6, name: "Macro", type: "calendar" }), 201) : jsonResponse([])),
      "/api/alert/channel": () => jsonResponse([mail]),
      "/api/prediction/tags": () => jsonResponse([]),
    });
    fireEvent.click(await screen.findByRole("button", { name: "New Alert" }));
    const dialog = await screen.findByRole("dialog", { name: "New Alert" });
    fireEvent.change(within(dialog).getByLabelText("Alert name"), { target: { value: "Macro" } });
    fireEvent.change(within(dialog).getByLabelText("Include tags"), { target: { value: "fed" } });
    fireEvent.keyDown(within(dialog).getByLabelText("Include tags"), { key: "Enter" });
    fireEvent.change(within(dialog).getByLabelText("Alert type"), { target: { value: "calendar" } });
    expect(within(dialog).queryByLabelText("Include tags")).toBeNull();
    expect(within(dialog).queryByLabelText("Tickers")).toBeNull();
    expect(within(dialog).getByRole("toolbar", { name: "Countries (none chosen: every country)" })).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Minimum importance"), { target: { value: "high" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "United States (US)", pressed: false }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Euro area (EU)" }));
    expect(within(dialog).getByRole("button", { name: "United States (US)", pressed: true })).toBeTruthy();
    fireEvent.click(within(dialog).getByLabelText("Only the earnings of my tickers"));
    fireEvent.change(within(dialog).getByLabelText("Reminder"), { target: { value: "15" } });
    expect((within(dialog).getByLabelText("Reminder") as HTMLSelectElement).selectedOptions[0]!.textContent).toBe("15 minutes before");
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Alert" }));
    await waitFor(() =>
      expect(posts()).toEqual([
        { name: "Macro", type: "calendar", channel_id: 1, include_tags: [], exclude_tags: [], min_impact: "high", countries: ["US", "EU"], my_tickers: true, remind_minutes: 15 },
      ]),
    );
  });

  it("reads the alerts when opened away from the dashboard, and tells a premium user at 200 without a way past it", async () => {
    useAuthStore.setState({ status: "authenticated", profile: userProfile("premium") });
    renderAt("/news", <p>Feed</p>, {
      "/api/alert/alert": () => jsonResponse(alertsNumbered(200)),
      "/api/alert/channel": () => jsonResponse([mail]),
      "/api/prediction/tags": () => jsonResponse([]),
    });
    act(() => useAlertComposerStore.getState().openNewAlert({ name: "NVDA alert", tickers: ["NVDA"] }));
    const dialog = await screen.findByRole("dialog", { name: "New Alert" });
    expect(await within(dialog).findByText("200 of 200 alerts")).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([path, init]) => path === "/api/alert/alert" && init?.method === "GET")).toHaveLength(1);
    expect((within(dialog).getByRole("button", { name: "Create Alert" }) as HTMLButtonElement).disabled).toBe(true);
    expect((within(dialog).getByLabelText("Alert name") as HTMLInputElement).value).toBe("NVDA alert");
  });

  it("opens from a market's Alert me on a move of that one market, named by its question, and sends the market's id", async () => {
    useAuthStore.setState({ status: "authenticated", profile: userProfile("premium") });
    const market = predictionEventFixture({ id: "42", question: "Will Brent close above $90 on Friday?" });
    renderAt("/prediction-markets", <MarketDetail market={market} />, {
      "/api/alert/alert": (init) => (init?.method === "POST" ? jsonResponse(alertFixture({ alert_id: 9, name: market.question, type: "prediction_market" }), 201) : jsonResponse([])),
      "/api/alert/channel": () => jsonResponse([mail]),
      "/api/prediction/tags": () => jsonResponse([]),
    });
    fireEvent.click(await screen.findByRole("button", { name: `Alert me on ${market.question}` }));
    const dialog = await screen.findByRole("dialog", { name: "New Alert" });
    expect((within(dialog).getByLabelText("Market alert") as HTMLSelectElement).value).toBe("probability_move");
    expect(within(dialog).getByText(/^Only “Will Brent close above \$90 on Friday\?”\./)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText("Move of at least (points)"), { target: { value: "2.5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Alert" }));
    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({
      name: market.question,
      type: "prediction_market",
      channel_id: 1,
      include_tags: [],
      exclude_tags: [],
      market_alert_type: "probability_move",
      market_id: 42,
      move_points: 2.5,
      move_minutes: 30,
      move_direction: "either",
    });
  });

  describe("its Tickers field", () => {
    const nv = [
      listing("NVDA", "NVIDIA Corporation"),
      listing("NVO", "Novo Nordisk A/S"),
      listing("NVS", "Novartis AG"),
      listing("NVR", "NVR Inc."),
      listing("NVAX", "Novavax Inc."),
      listing("NVT", "nVent Electric plc"),
      listing("NVMI", "Nova Ltd."),
    ];

    async function openForm(routes: Record<string, Route>) {
      useAuthStore.setState({ status: "authenticated", profile: userProfile("premium") });
      renderAt("/news", <p>Feed</p>, { "/api/alert/alert": () => jsonResponse([]), "/api/alert/channel": () => jsonResponse([mail]), "/api/prediction/tags": () => jsonResponse([]), ...routes });
      act(() => useAlertComposerStore.getState().openNewAlert());
      const dialog = await screen.findByRole("dialog", { name: "New Alert" });
      return { dialog, box: within(dialog).getByRole("combobox", { name: "Tickers" }) as HTMLInputElement };
    }
    const searches = () => fetchMock.mock.calls.filter(([path]) => String(path).startsWith("/api/tickers/search"));

    it("suggests at most five listings from the ticker dictionary, symbol and company, and a click adds the symbol", async () => {
      const { dialog, box } = await openForm({ "/api/tickers/search?q=nv": () => jsonResponse(nv) });
      fireEvent.change(box, { target: { value: "nv" } });
      const list = await within(dialog).findByRole("listbox", { name: "Ticker suggestions" });
      expect(box.getAttribute("aria-expanded")).toBe("true");
      expect(box.getAttribute("aria-controls")).toBe(list.id);
      const options = within(list).getAllByRole("option");
      expect(options.map((option) => option.textContent)).toEqual(["NVDANVIDIA Corporation", "NVONovo Nordisk A/S", "NVSNovartis AG", "NVRNVR Inc.", "NVAXNovavax Inc."]);
      expect(searches().map(([path]) => path)).toEqual(["/api/tickers/search?q=nv"]);

      fireEvent.click(options[0]!);
      expect(within(within(dialog).getByRole("list", { name: "Tickers chosen" })).getByText("NVDA")).toBeTruthy();
      expect(box.value).toBe("");
      expect(within(dialog).queryByRole("listbox")).toBeNull();

      // A chosen symbol is not suggested again.
      fireEvent.change(box, { target: { value: "nv" } });
      const again = await within(dialog).findByRole("listbox", { name: "Ticker suggestions" });
      expect(within(again).getAllByRole("option").map((option) => option.textContent?.slice(0, 4))).toEqual(["NVON", "NVSN", "NVRN", "NVAX", "NVTn"]);
    });

    it("walks the suggestions with the arrows and adds the highlighted one with Enter; Escape closes the list, not the dialog", async () => {
      const { dialog, box } = await openForm({ "/api/tickers/search?q=nv": () => jsonResponse(nv) });
      fireEvent.change(box, { target: { value: "nv" } });
      await within(dialog).findByRole("listbox", { name: "Ticker suggestions" });
      fireEvent.keyDown(box, { key: "ArrowDown" });
      fireEvent.keyDown(box, { key: "ArrowDown" });
      const highlighted = within(within(dialog).getByRole("listbox")).getByRole("option", { selected: true });
      expect(box.getAttribute("aria-activedescendant")).toBe(highlighted.id);
      expect(highlighted.textContent).toBe("NVONovo Nordisk A/S");
      fireEvent.keyDown(box, { key: "Enter" });
      expect(within(within(dialog).getByRole("list", { name: "Tickers chosen" })).getByText("NVO")).toBeTruthy();

      fireEvent.change(box, { target: { value: "nv" } });
      await within(dialog).findByRole("listbox", { name: "Ticker suggestions" });
      fireEvent.keyDown(box, { key: "Escape" });
      expect(within(dialog).queryByRole("listbox")).toBeNull();
      expect(box.getAttribute("aria-expanded")).toBe("false");
      expect(screen.getByRole("dialog", { name: "New Alert" })).toBeTruthy();

      // With nothing highlighted, Enter adds the symbol as typed.
      fireEvent.change(box, { target: { value: "uso" } });
      fireEvent.keyDown(box, { key: "Enter" });
      expect(within(within(dialog).getByRole("list", { name: "Tickers chosen" })).getByText("USO")).toBeTruthy();
    });

    it("drops a search the next keystrokes overtook, and shows the newest answer", async () => {
      let answerFirst: (response: Response) => void = () => {};
      const { dialog, box } = await openForm({
        "/api/tickers/search?q=n": () => new Promise<Response>((resolve) => (answerFirst = resolve)),
        "/api/tickers/search?q=nvd": () => jsonResponse([listing("NVDA", "NVIDIA Corporation")]),
      });
      fireEvent.change(box, { target: { value: "n" } });
      await waitFor(() => expect(searches()).toHaveLength(1));
      fireEvent.change(box, { target: { value: "nv" } });
      fireEvent.change(box, { target: { value: "nvd" } });
      expect(searches()[0]![1]!.signal!.aborted).toBe(true);
      const list = await within(dialog).findByRole("listbox", { name: "Ticker suggestions" });
      await act(async () => answerFirst(jsonResponse(nv)));
      expect(within(list).getAllByRole("option").map((option) => option.textContent)).toEqual(["NVDANVIDIA Corporation"]);
      // One search per pause in the typing: "nv" was overtaken before its wait ran out.
      expect(searches().map(([path]) => path)).toEqual(["/api/tickers/search?q=n", "/api/tickers/search?q=nvd"]);
    });

    it("shows the server's refusal of a symbol outside the dictionary", async () => {
      const { dialog, box } = await openForm({});
      fetchMock.mockImplementation(async (input, init) => {
        if (init?.method === "POST") return jsonResponse({ error: "bad_request", message: "body.tickers: unknown tickers NVDAA, XYZQQ" }, 400);
        return String(input) === "/api/alert/channel" ? jsonResponse([mail]) : jsonResponse([]);
      });
      fireEvent.change(within(dialog).getByLabelText("Alert name"), { target: { value: "Typos" } });
      for (const symbol of ["nvdaa", "xyzqq"]) {
        fireEvent.change(box, { target: { value: symbol } });
        fireEvent.keyDown(box, { key: "Enter" });
      }
      fireEvent.click(within(dialog).getByRole("button", { name: "Create Alert" }));
      expect((await within(dialog).findByRole("alert")).textContent).toBe("body.tickers: unknown tickers NVDAA, XYZQQ");
      expect(posts()).toEqual([{ name: "Typos", type: "Stock Alert", channel_id: 1, include_tags: [], exclude_tags: [], tickers: ["NVDAA", "XYZQQ"], include_related: false, keywords: null, min_impact: null }]);
    });
  });
});
