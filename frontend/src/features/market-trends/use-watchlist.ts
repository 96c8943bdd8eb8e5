import { useEffect } from "react";
import { useWatchlistStore } from "./watchlist-store";

/** Loads the watchlist while the card is open, and applies pushed price changes in between. */
export function useWatchlist() {
  useEffect(() => {
    const store = useWatchlistStore.getState();
    const controller = new AbortController();
    void store.load(controller.signal);
    const unfollow = store.follow();
    return () => {
      controller.abort();
      unfollow();
    };
  }, []);
}
