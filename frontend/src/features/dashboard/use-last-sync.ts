import { useEffect, useState } from "react";

/** Spec section 9: the dashboard clock updates each 1 s. */
export const DASHBOARD_CLOCK_MS = 1000;

/**
 * When the dashboard was last in sync with the server (epoch ms), or null before the first connection.
 * While the socket is up every push arrives at once, so the app is in sync now: the clock ticks each
 * second. When the socket drops it stops at the last second the app was still connected.
 */
export function useLastSync(connected: boolean): number | null {
  const [lastSync, setLastSync] = useState<number | null>(() => (connected ? Date.now() : null));
  useEffect(() => {
    if (!connected) return;
    setLastSync(Date.now());
    const timer = setInterval(() => setLastSync(Date.now()), DASHBOARD_CLOCK_MS);
    return () => clearInterval(timer);
  }, [connected]);
  return lastSync;
}
