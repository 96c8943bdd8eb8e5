import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DashboardStatusBar } from "../features/dashboard/dashboard-status-bar";
import { useSystemStore } from "../stores/system-store";
import { useTimeZoneStore } from "../stores/time-zone-store";
import { AppFooter } from "./app-footer";

const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const footerText = () => screen.getByRole("contentinfo").textContent;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2025, 5, 1, 18, 2, 30));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useSystemStore.setState(useSystemStore.getInitialState());
  useTimeZoneStore.setState(useTimeZoneStore.getInitialState());
  localStorage.clear();
});

describe("AppFooter", () => {
  it("says API Disconnected, without a clock, before the socket first connects", () => {
    render(<AppFooter />);
    expect(footerText()).toBe("API Disconnected");
  });

  it("says API Connected and Live with a last-sync clock on the reader's clock that ticks each second", () => {
    useSystemStore.setState({ connected: true });
    render(<AppFooter />);
    expect(footerText()).toBe(`API Connected · Live · Last sync 18:02:30 ${zone}`);
    act(() => vi.advanceTimersByTime(1_000));
    expect(footerText()).toBe(`API Connected · Live · Last sync 18:02:31 ${zone}`);
  });

  it("says Replay, not Live, while the stories come from the replay set, with the clock on the chosen zone", () => {
    vi.setSystemTime(new Date("2025-01-15T19:05:09Z"));
    useTimeZoneStore.setState({ choice: "eastern" });
    useSystemStore.setState({ connected: true, feed: "replay" });
    render(<AppFooter />);
    expect(footerText()).toBe("API Connected · Replay · Last sync 14:05:09 ET");
  });

  it("words the socket as the dashboard's status bar does, on the same second, and both clocks stop when it drops", () => {
    useSystemStore.setState({ connected: true });
    render(
      <>
        <AppFooter />
        <DashboardStatusBar />
      </>,
    );
    const barSync = () => screen.getByText(/^Last sync /).textContent;
    act(() => vi.advanceTimersByTime(2_500));
    expect(barSync()).toBe(`Last sync 18:02:32 ${zone}`);
    expect(footerText()).toBe(`API Connected · Live · ${barSync()}`);
    expect(screen.getByRole("status").textContent).toBe("API Connected");

    act(() => useSystemStore.setState({ connected: false }));
    act(() => vi.advanceTimersByTime(5_000));
    expect(barSync()).toBe(`Last sync 18:02:32 ${zone}`);
    expect(footerText()).toBe(`API Disconnected · ${barSync()}`);
    expect(screen.getByRole("status").textContent).toBe("API Disconnected");
  });
});
