import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { useSystemStore } from "../stores/system-store";
import { useTimeZoneStore } from "../stores/time-zone-store";
import { AppFooter } from "./app-footer";

afterEach(() => {
  cleanup();
  useSystemStore.setState(useSystemStore.getInitialState());
  useTimeZoneStore.setState(useTimeZoneStore.getInitialState());
  localStorage.clear();
});

describe("AppFooter", () => {
  it("says Offline while the realtime connection is down", () => {
    render(<AppFooter />);
    expect(screen.getByText("Offline")).toBeTruthy();
  });

  it("shows the wall-clock time of the last server tick while live", () => {
    const tick = new Date(2025, 5, 1, 18, 2, 30).toISOString();
    useSystemStore.setState({ connected: true, lastTickAt: tick });

    render(<AppFooter />);
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(screen.getByText(`Live · last tick 18:02:30 ${zone}`)).toBeTruthy();
  });

  it("says Replay, not Live, while the stories come from the replay set, with the tick on the chosen clock", () => {
    useTimeZoneStore.setState({ choice: "eastern" });
    useSystemStore.setState({ connected: true, lastTickAt: "2025-01-15T19:05:09Z", feed: "replay" });

    render(<AppFooter />);
    expect(screen.getByText("Replay · last tick 14:05:09 ET")).toBeTruthy();
  });
});
