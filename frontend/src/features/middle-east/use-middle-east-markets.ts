import { useEffect } from "react";
import { useAuthStore } from "../../stores/auth-store";
import { useMarketsStore } from "../prediction-markets/markets-store";
import { MARKETS_REFRESH_MS } from "../prediction-markets/use-markets-refresh";
import { sharedWatch } from "./panels/shared-watch";

/** Loads the prediction markets now and every 30 s, and applies pushed changes in between. */
const watchMarkets = sharedWatch(() => {
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
});

/**
 * The map page's prediction markets (spec sections 2 and 9): the Prediction Markets page's store, loaded and
 * refreshed every 30 s only while the user is signed in. A visitor's panel asks for nothing.
 */
export function useMiddleEastMarkets(): void {
  const signedIn = useAuthStore((s) => s.status === "authenticated");
  useEffect(() => (signedIn ? watchMarkets() : undefined), [signedIn]);
}
