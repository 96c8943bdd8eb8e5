import { create } from "zustand";
import type { MarketMover } from "@tradewire/core/schemas/dashboard";
import { fetchMarketMovers, loadFailureOf } from "./market-trends-api";

interface MarketMoversState {
  status: "idle" | "loading" | "loaded" | "error";
  movers: readonly MarketMover[];
  error: string | null;
}

interface MarketMoversActions {
  /** Loads the movers; a reload keeps the rows on screen while it runs, and keeps them if it fails. */
  load: (signal?: AbortSignal) => Promise<void>;
  reset: () => void;
}

const initialState: MarketMoversState = { status: "idle", movers: [], error: null };

export const moversLoadFailed = "Failed to load market trends";

/** The Market Trends card's movers (premium users only). */
export const useMarketMoversStore = create<MarketMoversState & MarketMoversActions>()((set, get) => ({
  ...initialState,
  load: async (signal) => {
    if (get().status !== "loaded") set({ status: "loading", error: null });
    try {
      const movers = await fetchMarketMovers(signal);
      set({ status: "loaded", movers, error: null });
    } catch (error) {
      if (signal?.aborted) return;
      if (get().status !== "loaded") set({ status: "error", error: loadFailureOf(error, moversLoadFailed) });
    }
  },
  reset: () => set(initialState),
}));
