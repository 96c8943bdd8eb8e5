import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { useSystemStore } from "../stores/system-store";
import { AppFooter } from "./app-footer";

afterEach(() => {
  cleanup();
  useSystemStore.setState(useSystemStore.getInitialState());
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
    expect(screen.getByText("Live · last tick 18:02:30")).toBeTruthy();
  });
});
