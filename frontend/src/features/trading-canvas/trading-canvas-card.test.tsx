import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { PricedSymbol } from "@tradewire/core/schemas/prices";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../testing/api-answers";
import { renderOnDashboard } from "../../testing/render-on-dashboard";
import { TradingCanvasCard } from "./trading-canvas-card";
import { useTradingCanvasStore } from "./trading-canvas-store";

const fetchMock = vi.fn<typeof fetch>();

const priced = (symbol: string, name: string, kind: PricedSymbol["kind"]): PricedSymbol => ({
  symbol,
  company: kind === "index" ? null : name,
  name,
  kind,
  source: "replay",
  intervals: ["1h", "1d"],
  updated_at: "2026-11-19T20:00:00.000Z",
});

// As the API lists them: fetched most recently first, kinds mixed.
const symbols = [
  priced("^AEX", "AEX", "index"),
  priced("NVDA", "NVIDIA Corporation", "stock"),
  priced("SPY", "SPDR S&P 500 ETF Trust", "fund"),
  priced("AMD", "Advanced Micro Devices, Inc.", "stock"),
  priced("^GSPC", "S&P 500", "index"),
];
const noBars = (symbol: string) => () => jsonResponse({ symbol, company: null, source: "replay", interval: "1h", bars: [] });

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useTradingCanvasStore.getState().reset();
});

describe("the Trading Canvas's ticker chooser", () => {
  it("lists stocks, funds and indices, each by name then symbol, and the keyboard alone filters and picks one", async () => {
    renderOnDashboard(fetchMock, <TradingCanvasCard />, {
      "/api/prices": () => jsonResponse(symbols),
      "/api/prices/%5EAEX?interval=1h": noBars("^AEX"),
      "/api/prices/%5EGSPC?interval=1h": noBars("^GSPC"),
    });
    const picker = await screen.findByRole("button", { name: "Ticker AEX (^AEX)" });
    fireEvent.keyDown(picker, { key: "ArrowDown" });

    const list = await screen.findByRole("listbox", { name: "Ticker" });
    const groups = within(list).getAllByRole("group");
    expect(groups.map((group) => [group.getAttribute("aria-label"), within(group).getAllByRole("option").map((option) => option.textContent)])).toEqual([
      ["Stocks", ["Advanced Micro Devices, Inc. (AMD)", "NVIDIA Corporation (NVDA)"]],
      ["Funds (ETFs)", ["SPDR S&P 500 ETF Trust (SPY)"]],
      ["Indices", ["AEX (^AEX)✓", "S&P 500 (^GSPC)"]],
    ]);

    const search = screen.getByRole("combobox", { name: "Search name or symbol" });
    expect(document.activeElement).toBe(search);
    fireEvent.change(search, { target: { value: "s&p" } });
    expect(within(list).getAllByRole("option").map((option) => option.textContent)).toEqual(["SPDR S&P 500 ETF Trust (SPY)", "S&P 500 (^GSPC)"]);
    fireEvent.keyDown(search, { key: "ArrowDown" });
    const active = document.getElementById(search.getAttribute("aria-activedescendant")!)!;
    expect(active.textContent).toBe("S&P 500 (^GSPC)");
    expect(active.getAttribute("aria-selected")).toBe("true");
    fireEvent.keyDown(search, { key: "Enter" });

    expect(screen.queryByRole("listbox")).toBeNull();
    expect(screen.getByRole("button", { name: "Ticker S&P 500 (^GSPC)" })).toBeTruthy();
    expect(useTradingCanvasStore.getState().symbol).toBe("^GSPC");
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain("/api/prices/%5EGSPC?interval=1h");
  });
});
