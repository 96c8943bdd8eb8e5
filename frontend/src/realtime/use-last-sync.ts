import { useSyncExternalStore } from "react";
import { useSystemStore } from "../stores/system-store";

/** Spec section 9: the dashboard clock updates each 1 s. */
export const SYNC_CLOCK_MS = 1000;

let lastSync: number | null = null;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

const tick = () => {
  lastSync = Date.now();
  for (const listener of listeners) listener();
};

/** Ticks each second while the socket is up; stops, keeping the last second, while it is down. */
function follow(connected: boolean) {
  clearInterval(timer);
  timer = undefined;
  if (!connected) return;
  tick();
  timer = setInterval(tick, SYNC_CLOCK_MS);
}

let unfollowSystem: (() => void) | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    follow(useSystemStore.getState().connected);
    unfollowSystem = useSystemStore.subscribe((state, previous) => {
      if (state.connected !== previous.connected) follow(state.connected);
    });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    // Nothing shows the clock any more: it starts afresh with the next page that does.
    unfollowSystem?.();
    follow(false);
    lastSync = null;
  };
}

/**
 * When the app was last in sync with the server (epoch ms), or null before the first connection. While the socket
 * is up every push arrives at once, so the app is in sync now: the clock ticks each second. When the socket drops it
 * stops at the last second the app was still connected. One clock for the whole page, so the footer and the
 * dashboard's status bar always show the same second.
 */
export function useLastSync(): number | null {
  return useSyncExternalStore(subscribe, () => lastSync);
}
