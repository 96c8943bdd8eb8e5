import { useEffect } from "react";
import { useAuthStore } from "../../stores/auth-store";
import { refreshMarkets } from "../prediction-markets/use-markets-refresh";
import { sharedWatch } from "./panels/shared-watch";

/** Loads the prediction markets now and every 30 s, and applies pushed changes in between. */
const watchMarkets = sharedWatch(refreshMarkets);

/**
 * The map page's prediction markets (spec sections 2 and 9): the Prediction Markets page's store, loaded and
 * refreshed every 30 s only while the user is signed in. A visitor's panel asks for nothing.
 */
export function useMiddleEastMarkets(): void {
  const signedIn = useAuthStore((s) => s.status === "authenticated");
  useEffect(() => (signedIn ? watchMarkets() : undefined), [signedIn]);
}
