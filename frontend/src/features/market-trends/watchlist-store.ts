import { create } from "zustand";
import type { PredictionEvent, PredictionMarket } from "@tradewire/core/schemas/markets";
import { onMarketChanged } from "../../realtime/market-changed";
import { rowOf } from "../prediction-markets/markets-store";
import { fetchWatchlist, loadFailureOf } from "./market-trends-api";

interface WatchlistState {
  status: "idle" | "loading" | "loaded" | "error";
  markets: readonly PredictionEvent[];
  error: string | null;
}

interface WatchlistActions {
  load: (signal?: AbortSignal) => Promise<void>;
  /** A market.updated push: a watchlisted market takes its new price; a closed one leaves the list. */
  receive: (market: PredictionMarket) => void;
  /** Starts taking pushes; returns the function that stops it. */
  follow: () => () => void;
  reset: () => void;
}

const initialState: WatchlistState = { status: "idle", markets: [], error: null };

export const watchlistLoadFailed = "Failed to load watchlist";

/** The Watchlist card's markets (every plan's: the member's own hearts), kept current by the same pushes as the markets table. */
export const useWatchlistStore = create<WatchlistState & WatchlistActions>()((set, get) => ({
  ...initialState,
  load: async (signal) => {
    if (get().status !== "loaded") set({ status: "loading", error: null });
    try {
      const markets = await fetchWatchlist(signal);
      set({ status: "loaded", markets, error: null });
    } catch (error) {
      if (signal?.aborted) return;
      if (get().status !== "loaded") set({ status: "error", error: loadFailureOf(error, watchlistLoadFailed) });
    }
  },
  receive: (market) =>
    set((state) => {
      const index = state.markets.findIndex((row) => row.id === market.id);
      if (index < 0) return state;
      if (market.closed) return { markets: state.markets.filter((row) => row.id !== market.id) };
      return { markets: state.markets.with(index, rowOf(market, state.markets[index])) };
    }),
  follow: () => onMarketChanged((market) => get().receive(market)),
  reset: () => set(initialState),
}));
