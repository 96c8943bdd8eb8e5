import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { publishMoveDetected } from "../../realtime/move-detected";
import { useAuthStore } from "../../stores/auth-store";
import { jsonResponse } from "../../testing/api-answers";
import { marketMove, stockMove } from "@tradewire/core/testing/move-fixture";
import { MovesStrip } from "./moves-strip";
import { useMovesStore } from "./moves-store";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  useAuthStore.setState({ status: "authenticated" });
});
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useMovesStore.getState().reset();
  useAuthStore.setState(useAuthStore.getInitialState());
});

describe("the Moves strip", () => {
  it("shows a member the stored moves, newest first, and a pushed one in front, each opening its stories", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ moves: [stockMove] }));
    render(<MovesStrip />);
    const nvda = await screen.findByRole("button", { name: /NVIDIA Corporation \(NVDA\) 100\.00 → 96\.00 in 5 min, -3\.80% vs SPY, -19\.0σ, its stories$/ });
    expect(nvda.textContent).toMatch(/^NVDA-3\.80% vs SPY, -19\.0σ: /);
    expect(nvda.className).toContain("text-loss");
    expect(String(fetchMock.mock.calls[0]![0])).toContain("/api/moves?limit=50");

    act(() => publishMoveDetected(marketMove));
    const chips = screen.getAllByRole("button");
    expect(chips.map((chip) => chip.textContent!.split(":")[0])).toEqual(["Will Iran close the Strait…+7.0 pts", "NVDA-3.80% vs SPY, -19.0σ"]);

    fireEvent.click(nvda);
    const panel = await screen.findByRole("dialog", { name: "Why it moved" });
    expect(panel.textContent).toContain("Stories that may explain it");
    expect(screen.getByRole("link", { name: "Nvidia slides on export curbs" }).getAttribute("href")).toBe("https://example.com/nvidia");
    expect(panel.textContent).toContain("reuters · names NVDA");
    expect(panel.textContent).toContain("simulated prices (replay)");
  });

  it("says so when nothing has moved, and shows a visitor nothing", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ moves: [] }));
    const { unmount } = render(<MovesStrip />);
    expect(await screen.findByText("No stock or market has moved beyond its usual range yet.")).toBeTruthy();
    unmount();
    useAuthStore.setState({ status: "anonymous" });
    fetchMock.mockClear();
    const { container } = render(<MovesStrip />);
    expect(container.textContent).toBe("");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
