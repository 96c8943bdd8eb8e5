import { useEffect, useState } from "react";
import type { MarketPriceHistory } from "@tradewire/core/schemas/markets";
import { fetchPriceHistories, marketsErrorOf } from "./markets-api";
import { MARKETS_REFRESH_MS } from "./use-markets-refresh";

export type PriceHistoryState = { status: "loading" } | { status: "loaded"; histories: MarketPriceHistory[] } | { status: "failed"; error: string };

/** The price histories of some markets over the last `hours`, reloaded with the table (every 30 s). */
export function usePriceHistory(ids: readonly string[], hours = 24): PriceHistoryState {
  const [state, setState] = useState<PriceHistoryState>({ status: "loading" });
  const key = ids.join(",");
  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      fetchPriceHistories(key.split(","), hours, controller.signal).then(
        (histories) => setState({ status: "loaded", histories }),
        (error: unknown) => {
          if (!controller.signal.aborted) setState((state) => (state.status === "loaded" ? state : { status: "failed", error: marketsErrorOf(error) }));
        },
      );
    setState({ status: "loading" });
    void load();
    const timer = setInterval(() => void load(), MARKETS_REFRESH_MS);
    return () => {
      controller.abort();
      clearInterval(timer);
    };
  }, [key, hours]);
  return state;
}
