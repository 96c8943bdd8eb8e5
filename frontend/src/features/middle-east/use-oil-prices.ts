import { useEffect } from "react";
import { create } from "zustand";
import type { OilPrices } from "@tradewire/core/schemas/middle-east";
import { ApiError } from "../../api/api-error";
import { fetchOilPrices } from "./panels/middle-east-api";
import { sharedWatch } from "./panels/shared-watch";

/** The server stores a new 1-minute bar every minute. */
export const OIL_REFRESH_MS = 60_000;
/** Before the server's first fetch it answers 503: asked again this soon. */
export const OIL_FIRST_FETCH_RETRY_MS = 5_000;

export const oilPriceTexts = {
  loading: "Loading oil prices...",
  loadError: "Failed to load oil prices",
  empty: "No oil prices for the last session yet",
} as const;

interface OilPricesState {
  status: "idle" | "loading" | "ready" | "error";
  prices: OilPrices | null;
  /** The last failed load; while a chart is shown, a failed refresh keeps it. */
  error: string | null;
}

interface OilPricesActions {
  /** Answers whether the server is still fetching its first prices (503), so the caller asks again soon. */
  load: (signal?: AbortSignal) => Promise<{ pending: boolean }>;
  /** Loads now and every minute while someone watches; returns the function that stops watching. */
  watch: () => () => void;
  reset: () => void;
}

const initialState: OilPricesState = { status: "idle", prices: null, error: null };

/** The oil price chart's data: the USO ETF's 1-minute closes of the last session (GET /api/middle-east/oil). */
export const useOilPricesStore = create<OilPricesState & OilPricesActions>()((set, get) => {
  const watch = sharedWatch(() => {
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const refresh = async () => {
      const { pending } = await get().load(controller.signal);
      clearTimeout(retry);
      if (pending && !controller.signal.aborted) retry = setTimeout(() => void refresh(), OIL_FIRST_FETCH_RETRY_MS);
    };
    void refresh();
    const timer = setInterval(() => void refresh(), OIL_REFRESH_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
      clearTimeout(retry);
    };
  });

  return {
    ...initialState,
    load: async (signal) => {
      if (get().status !== "ready") set({ status: "loading", error: null });
      try {
        const prices = await fetchOilPrices(signal);
        set({ status: "ready", prices, error: null });
        return { pending: false };
      } catch (error) {
        if (signal?.aborted) return { pending: false };
        if (error instanceof ApiError && error.status === 503 && get().status !== "ready") return { pending: true };
        set((state) => (state.status === "ready" ? { error: oilPriceTexts.loadError } : { status: "error", error: oilPriceTexts.loadError }));
        return { pending: false };
      }
    },
    watch,
    reset: () => set(initialState),
  };
});

/** Keeps the oil prices current while the calling panel is on screen. */
export function useOilPrices(): void {
  const watch = useOilPricesStore((s) => s.watch);
  useEffect(() => watch(), [watch]);
}
