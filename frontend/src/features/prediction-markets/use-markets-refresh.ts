import { useEffect } from "react";
import { useMarketsStore } from "./markets-store";

/** Spec section 9: the prediction markets are loaded again every 30 s. */
export const MARKETS_REFRESH_MS = 30_000;

/** Loads the markets now and every 30 s, and applies pushed changes in between; answers the function that stops it all. */
function refreshMarkets(): () => void {
  const store = useMarketsStore.getState();
  const controller = new AbortController();
  void store.load(controller.signal);
  const timer = setInterval(() => void useMarketsStore.getState().load(controller.signal), MARKETS_REFRESH_MS);
  const unfollow = store.follow();
  return () => {
    controller.abort();
    clearInterval(timer);
    unfollow();
  };
}

/** Loads the table now and every 30 s, and applies pushed changes in between, while the page is open. */
export function useMarketsRefresh() {
  useEffect(refreshMarkets, []);
}
