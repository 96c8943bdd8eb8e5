import { create } from "zustand";
import type { PredictionEvent, PredictionMarket } from "@tradewire/core/schemas/markets";
import type { MarketPlatform } from "@tradewire/core/wire-constants";
import { onMarketChanged } from "../../realtime/market-changed";
import { fetchPredictionEvents, marketsErrorOf } from "./markets-api";
import { defaultSort, nextSort, type MarketSort, type SortKey } from "./market-sort";

const DAY_MS = 86_400_000;

export type PlatformFilter = "all" | MarketPlatform;

interface MarketsState {
  status: "idle" | "loading" | "loaded" | "error";
  markets: readonly PredictionEvent[];
  /** Spec section 8's sentence for the last failed load; while markets are shown, a failed refresh keeps them. */
  error: string | null;
  sort: MarketSort;
  platform: PlatformFilter;
  /** Zero-based. */
  page: number;
}

interface MarketsActions {
  load: (signal?: AbortSignal) => Promise<void>;
  sortBy: (key: SortKey) => void;
  filterPlatform: (platform: PlatformFilter) => void;
  goToPage: (page: number) => void;
  /** A market.created or market.updated push. */
  receive: (market: PredictionMarket) => void;
  setWatchlisted: (id: string, watchlisted: boolean) => void;
  /** Starts taking pushes; returns the function that stops it. */
  follow: () => () => void;
  reset: () => void;
}

const initialState: MarketsState = { status: "idle", markets: [], error: null, sort: defaultSort, platform: "all", page: 0 };

const daysBetween = (from: number, to: number) => Math.max(0, Math.round(((to - from) / DAY_MS) * 100) / 100);

/** A pushed market as a table row; what the push does not carry (the watchlist mark) is kept from the row it updates. */
export function rowOf(market: PredictionMarket, previous: PredictionEvent | undefined, now = Date.now()): PredictionEvent {
  const opened = market.start_date ? Date.parse(market.start_date) : now;
  return {
    id: market.id,
    question: market.question,
    slug: market.slug,
    volume: market.volume,
    age: previous && !market.start_date ? previous.age : daysBetween(opened, now),
    remaining_life: market.end_date ? daysBetween(now, Date.parse(market.end_date)) : 0,
    platform: market.platform,
    event_url: market.event_url,
    probability: market.probability,
    probability_change_24h: market.probability_change_24h,
    watchlisted: previous?.watchlisted ?? false,
  };
}

/** The Prediction Markets table's data: loaded every 30 s by the page, and kept current by pushes between loads. */
export const useMarketsStore = create<MarketsState & MarketsActions>()((set, get) => ({
  ...initialState,
  load: async (signal) => {
    if (get().status !== "loaded") set({ status: "loading", error: null });
    try {
      const markets = await fetchPredictionEvents(signal);
      set({ status: "loaded", markets, error: null });
    } catch (error) {
      if (signal?.aborted) return;
      const message = marketsErrorOf(error);
      // A refresh that fails keeps the rows on screen: a trader is better served by slightly old prices and a note.
      set((state) => (state.status === "loaded" ? { error: message } : { status: "error", error: message }));
    }
  },
  sortBy: (key) => set((state) => ({ sort: nextSort(state.sort, key), page: 0 })),
  filterPlatform: (platform) => set({ platform, page: 0 }),
  goToPage: (page) => set({ page }),
  receive: (market) =>
    set((state) => {
      if (state.status !== "loaded") return state;
      const index = state.markets.findIndex((row) => row.id === market.id);
      if (market.closed) return index < 0 ? state : { markets: state.markets.filter((row) => row.id !== market.id) };
      const row = rowOf(market, state.markets[index]);
      const markets = index < 0 ? [...state.markets, row] : state.markets.with(index, row);
      return { markets };
    }),
  setWatchlisted: (id, watchlisted) => set((state) => ({ markets: state.markets.map((row) => (row.id === id ? { ...row, watchlisted } : row)) })),
  follow: () => onMarketChanged((market) => get().receive(market)),
  reset: () => set(initialState),
}));
