import { useEffect } from "react";
import { create } from "zustand";
import type { PredictionEvent, PredictionMarket } from "@tradewire/core/schemas/markets";
import { onMarketChanged } from "../../realtime/market-changed";
import { useAuthStore } from "../../stores/auth-store";
import { marketsErrorOf } from "../prediction-markets/markets-api";
import { rowOf } from "../prediction-markets/markets-store";
import { MARKETS_REFRESH_MS } from "../prediction-markets/use-markets-refresh";
import { fetchMiddleEastMarkets } from "./panels/middle-east-api";
import { refreshWhileWatched } from "./panels/shared-watch";

/** The platforms' tag of the region's markets, as the server reads it too. */
const MIDDLE_EAST_TAG = "middle-east";

interface MiddleEastMarketsState {
  status: "idle" | "loading" | "loaded" | "error";
  /** In the server's order: the markets of the region's stories, then those tagged with it. */
  markets: readonly PredictionEvent[];
  /** Spec section 8's sentence for the last failed load; while markets are shown, a failed refresh keeps them. */
  error: string | null;
}

interface MiddleEastMarketsActions {
  load: (signal?: AbortSignal) => Promise<void>;
  /** A market.created or market.updated push. */
  receive: (market: PredictionMarket) => void;
  /** Loads now, every 30 s and applies pushes while someone watches; returns the function that stops watching. */
  watch: () => () => void;
  reset: () => void;
}

const initialState: MiddleEastMarketsState = { status: "idle", markets: [], error: null };

/** The 'Prediction Markets' box of the Israel-Iran view: GET /api/middle-east/markets, kept current by pushes. */
export const useMiddleEastMarketsStore = create<MiddleEastMarketsState & MiddleEastMarketsActions>()((set, get) => {
  const watch = refreshWhileWatched(
    (signal) => void get().load(signal),
    MARKETS_REFRESH_MS,
    (reload) =>
      onMarketChanged((market) => {
        const listed = get().markets.some((row) => row.id === market.id);
        // A market of the region the box does not list yet: where it goes in the order is the server's to say.
        if (!listed && !market.closed && market.tags.includes(MIDDLE_EAST_TAG)) reload();
        else get().receive(market);
      }),
  );

  return {
    ...initialState,
    load: async (signal) => {
      if (get().status !== "loaded") set({ status: "loading", error: null });
      try {
        const markets = await fetchMiddleEastMarkets(signal);
        set({ status: "loaded", markets, error: null });
      } catch (error) {
        if (signal?.aborted) return;
        const message = marketsErrorOf(error);
        set((state) => (state.status === "loaded" ? { error: message } : { status: "error", error: message }));
      }
    },
    receive: (market) =>
      set((state) => {
        const index = state.markets.findIndex((row) => row.id === market.id);
        if (index < 0) return state;
        if (market.closed) return { markets: state.markets.toSpliced(index, 1) };
        return { markets: state.markets.with(index, rowOf(market, state.markets[index])) };
      }),
    watch,
    reset: () => set(initialState),
  };
});

/**
 * The map page's prediction markets (spec sections 2 and 9): loaded and refreshed every 30 s only while the user
 * is signed in. A visitor's panel asks for nothing.
 */
export function useMiddleEastMarkets(): void {
  const signedIn = useAuthStore((s) => s.status === "authenticated");
  const watch = useMiddleEastMarketsStore((s) => s.watch);
  useEffect(() => (signedIn ? watch() : undefined), [signedIn, watch]);
}
