import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { Tooltip } from "radix-ui";
import { useAuthStore } from "../../stores/auth-store";
import { useToastStore } from "../../stores/toast-store";
import { alertFixture } from "../../testing/alert-fixture";
import { Toaster } from "../../ui/toaster";
import { AlertsCard } from "./alerts-card";
import { useAlertsStore } from "./alerts-store";
import { jsonResponse, userProfile } from "../../testing/api-answers";
import { renderOnDashboard, type ApiRoutes } from "../../testing/render-on-dashboard";

const fetchMock = vi.fn<typeof fetch>();
const alert = alertFixture();

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useAlertsStore.getState().reset();
  useAuthStore.setState(useAuthStore.getInitialState());
  useToastStore.setState({ current: null });
});

const renderCard = (routes: ApiRoutes) =>
  renderOnDashboard(
    fetchMock,
    <Tooltip.Provider>
      <AlertsCard />
      <Toaster />
    </Tooltip.Provider>,
    routes,
  );

describe("AlertsCard", () => {
  it("says so when there are no alerts yet", async () => {
    renderCard({ "/api/alert/alert": () => jsonResponse([]), "/api/alert/channel": () => jsonResponse([]) });
    expect(await screen.findByText("No alerts found. Create your first alert!")).toBeTruthy();
    expect(screen.getByRole("heading", { name: /Alerts \(0\)/ })).toBeTruthy();
  });

  it("sends a free user's view, run and pause to /billing", async () => {
    useAuthStore.setState({ status: "authenticated", profile: userProfile("free") });
    const router = renderCard({ "/api/alert/alert": () => jsonResponse([alert]), "/api/alert/channel": () => jsonResponse([]) });
    fireEvent.click(await screen.findByRole("button", { name: "Pause Oil shock" }));
    expect(router.state.location.pathname).toBe("/billing");
  });

  it("pauses a premium user's alert in place", async () => {
    useAuthStore.setState({ status: "authenticated", profile: userProfile("premium") });
    renderCard({ "/api/alert/alert": () => jsonResponse([alert]), "/api/alert/channel": () => jsonResponse([]) });
    fetchMock.mockImplementation(async (input, init) =>
      init?.method === "PUT" ? jsonResponse({ ...alert, active: false, paused_by: "owner" }) : String(input) === "/api/alert/alert" ? jsonResponse([alert]) : jsonResponse([]),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Pause Oil shock" }));
    expect(await screen.findByText("Paused")).toBeTruthy();
  });

  it("says who paused an alert when it was not its owner here", async () => {
    renderCard({
      "/api/alert/alert": () =>
        jsonResponse([
          { ...alert, alert_id: 5, name: "From mail", active: false, paused_by: "link" },
          { ...alert, alert_id: 6, name: "From chat", active: false, paused_by: "telegram" },
          { ...alert, alert_id: 7, name: "From here", active: false, paused_by: "owner" },
        ]),
      "/api/alert/channel": () => jsonResponse([]),
    });
    const statusOf = async (name: string) => within((await screen.findByText(name)).closest("tr")!).getAllByRole("cell")[1]!.textContent;
    expect(await statusOf("From mail")).toBe("PausedPaused from a message's stop link");
    expect(await statusOf("From chat")).toBe("PausedPaused with /stop in Telegram");
    expect(await statusOf("From here")).toBe("Paused");
  });

  it("falls back to 'Default Email' and says so when the channels cannot be loaded", async () => {
    renderCard({ "/api/alert/alert": () => jsonResponse([]) });
    expect(await screen.findByText("Failed to load channels. Please try again.")).toBeTruthy();
    expect(useAlertsStore.getState().channels.map((channel) => channel.channel_name)).toEqual(["Default Email"]);
  });

  it("lets a premium user move an alert to another channel, and asks before deleting it", async () => {
    useAuthStore.setState({ status: "authenticated", profile: userProfile("premium") });
    const channels = [
      { channel_id: 1, channel_name: "Mail", type: "email", email: "a@b.co", endpoint: null, channel_key: null, telegram_chat_id: null, telegram_url: null, status: "ok", created_at: "", updated_at: "", last_test: null },
      { channel_id: 2, channel_name: "Hook", type: "webhook", email: null, endpoint: "https://h.example", channel_key: null, telegram_chat_id: null, telegram_url: null, status: "ok", created_at: "", updated_at: "", last_test: null },
    ];
    const sent: unknown[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const path = String(input);
      if (init?.method === "PUT") {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse({ ...alert, channel_id: 2 });
      }
      if (path.endsWith("/deliveries")) return jsonResponse([]);
      return path === "/api/alert/channel" ? jsonResponse(channels) : jsonResponse([alert]);
    });
    const router = createMemoryRouter([{ path: "/", element: <Tooltip.Provider><AlertsCard /><Toaster /></Tooltip.Provider> }]);
    render(<RouterProvider router={router} />);
    fireEvent.click(await screen.findByRole("button", { name: "View or edit Oil shock" }));
    const panel = await screen.findByRole("dialog", { name: "Oil shock" });
    expect(await within(panel).findByText("Nothing delivered yet.")).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText("Channel"), { target: { value: "2" } });
    fireEvent.click(within(panel).getByRole("button", { name: "Delete Alert" }));
    expect(within(panel).getByText("Are you sure you want to delete this alert? This action cannot be undone.")).toBeTruthy();
    fireEvent.click(within(panel).getByRole("button", { name: "Keep Alert" }));
    fireEvent.click(within(panel).getByRole("button", { name: "Save Changes" }));
    await waitFor(() =>
      expect(sent).toEqual([{ alert_id: 4, name: "Oil shock", type: "Stock Alert", channel_id: 2, include_tags: ["oil"], exclude_tags: [], tickers: [], include_related: false, keywords: null, min_impact: null }]),
    );
  });

  it("lets a premium user turn a stock alert into a market volume alert, keeping the channels it knows when they cannot be read again", async () => {
    useAuthStore.setState({ status: "authenticated", profile: userProfile("premium") });
    const mail = { channel_id: 1, channel_name: "Mail", type: "email", email: "a@b.co", endpoint: null, channel_key: null, telegram_chat_id: null, telegram_url: null, status: "ok", created_at: "", updated_at: "", last_test: null };
    let channelReads = 0;
    const sent: unknown[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const path = String(input);
      if (init?.method === "PUT") {
        sent.push(JSON.parse(String(init.body)));
        return jsonResponse({ ...alert, type: "prediction_market", market_alert_type: "volume_threshold", volume_threshold: 250000 });
      }
      if (path.endsWith("/deliveries")) return jsonResponse([]);
      // The dashboard reads the channels; the panel's second read fails.
      if (path === "/api/alert/channel") return ++channelReads === 1 ? jsonResponse([mail]) : jsonResponse({ error: "down" }, 503);
      return path === "/api/alert/alert" ? jsonResponse([alert]) : jsonResponse([]);
    });
    const router = createMemoryRouter([{ path: "/", element: <Tooltip.Provider><AlertsCard /><Toaster /></Tooltip.Provider> }]);
    render(<RouterProvider router={router} />);
    fireEvent.click(await screen.findByRole("button", { name: "View or edit Oil shock" }));
    const panel = await screen.findByRole("dialog", { name: "Oil shock" });
    expect(await screen.findByText("Failed to load available channels.")).toBeTruthy();
    expect(within(panel).getByRole("option", { name: "Mail (email)" })).toBeTruthy();
    fireEvent.change(within(panel).getByLabelText("Alert type"), { target: { value: "prediction_market" } });
    fireEvent.change(within(panel).getByLabelText("Market alert"), { target: { value: "volume_threshold" } });
    fireEvent.change(within(panel).getByLabelText("Volume threshold"), { target: { value: "250000" } });
    fireEvent.click(within(panel).getByRole("button", { name: "Save Changes" }));
    await waitFor(() =>
      expect(sent).toEqual([
        { alert_id: 4, name: "Oil shock", type: "prediction_market", channel_id: 1, include_tags: ["oil"], exclude_tags: [], market_alert_type: "volume_threshold", market_id: null, volume_threshold: 250000 },
      ]),
    );
    expect(await screen.findByText("Prediction Market")).toBeTruthy();
  });
});

describe("Manage Channels: Send test", () => {
  it("sends a test message and shows what the receiver answered", async () => {
    useAuthStore.setState({ status: "authenticated", profile: userProfile("free") });
    const hook = { channel_id: 2, channel_name: "Hook", type: "webhook", email: null, endpoint: "https://h.example", channel_key: null, telegram_chat_id: null, telegram_url: null, status: "ok", created_at: "", updated_at: "", last_test: null };
    const tested = { ...hook, last_test: { ok: true, result: "HTTP 200", at: "2026-11-25T12:00:05.000Z" } };
    let sent = 0;
    renderCard({
      "/api/alert/alert": () => jsonResponse([]),
      "/api/alert/channel": () => jsonResponse([sent ? tested : hook]),
      "/api/alert/channel/2/test": () => {
        sent += 1;
        return jsonResponse(tested);
      },
    });
    fireEvent.click(await screen.findByRole("button", { name: "Manage Channels" }));
    fireEvent.click(await screen.findByRole("button", { name: "Send a test message to Hook" }));
    expect((await screen.findByRole("status")).textContent).toMatch(/^Test at \d\d:\d\d:\d\d: delivered, HTTP 200$/);
    expect(sent).toBe(1);
  });
});
