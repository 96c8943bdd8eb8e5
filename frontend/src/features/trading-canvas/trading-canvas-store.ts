import { create } from "zustand";
import type { PriceBars, PricedSymbol } from "@tradewire/core/schemas/prices";
import type { BarInterval } from "@tradewire/core/wire-constants";
import { ApiError } from "../../api/api-error";
import { fetchPriceBars, fetchPricedSymbols } from "./prices-api";

type LoadStatus = "idle" | "loading" | "loaded" | "error";

interface TradingCanvasState {
  symbolsStatus: LoadStatus;
  /** Symbols with cached bars, fetched most recently first. */
  symbols: readonly PricedSymbol[];
  symbol: string | null;
  interval: BarInterval;
  barsStatus: LoadStatus;
  bars: PriceBars | null;
  error: string | null;
}

interface TradingCanvasActions {
  /** Loads the chooser's symbols and shows the first one unless one is chosen already. */
  loadSymbols: () => Promise<void>;
  chooseSymbol: (symbol: string) => Promise<void>;
  chooseInterval: (interval: BarInterval) => Promise<void>;
  reset: () => void;
}

/** Hourly candles read best on a dashboard-sized chart; then daily, then the finer ones. */
const intervalPreference: readonly BarInterval[] = ["1h", "1d", "15m", "5m"];

const initialState: TradingCanvasState = {
  symbolsStatus: "idle",
  symbols: [],
  symbol: null,
  interval: "1h",
  barsStatus: "idle",
  bars: null,
  error: null,
};

const failureOf = (error: unknown) => `Failed to load prices: ${error instanceof ApiError ? (error.serverMessage ?? error.message) : "network error"}`;

/** The trading canvas's chosen symbol, bar size and bars. */
export const useTradingCanvasStore = create<TradingCanvasState & TradingCanvasActions>()((set, get) => {
  // Only the answer to the latest choice may land: a slow answer for an earlier symbol is dropped.
  let latestRequest = 0;

  const loadBars = async () => {
    const { symbol, interval } = get();
    if (!symbol) return;
    const request = ++latestRequest;
    set({ barsStatus: "loading", error: null });
    try {
      const bars = await fetchPriceBars(symbol, interval);
      if (request === latestRequest) set({ barsStatus: "loaded", bars });
    } catch (error) {
      if (request === latestRequest) set({ barsStatus: "error", bars: null, error: failureOf(error) });
    }
  };

  return {
    ...initialState,
    loadSymbols: async () => {
      set({ symbolsStatus: "loading", error: null });
      try {
        const symbols = await fetchPricedSymbols();
        set({ symbolsStatus: "loaded", symbols });
        const current = get().symbol;
        const first = symbols[0];
        if (first && !symbols.some((candidate) => candidate.symbol === current)) await get().chooseSymbol(first.symbol);
      } catch (error) {
        set({ symbolsStatus: "error", error: failureOf(error) });
      }
    },
    chooseSymbol: async (symbol) => {
      const offered = get().symbols.find((candidate) => candidate.symbol === symbol)?.intervals ?? [];
      const current = get().interval;
      const interval = offered.includes(current) ? current : (intervalPreference.find((candidate) => offered.includes(candidate)) ?? current);
      set({ symbol, interval });
      await loadBars();
    },
    chooseInterval: async (interval) => {
      set({ interval });
      await loadBars();
    },
    reset: () => set(initialState),
  };
});
