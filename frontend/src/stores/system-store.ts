import { create } from "zustand";
import type { EventPayload } from "@tradewire/core";

interface SystemState {
  connected: boolean;
  /** Where the stories come from, as the last tick said; null before the first tick. */
  feed: EventPayload<"system.tick">["feed"] | null;
  /** Where the prediction markets come from, as the last tick said; null before the first tick. */
  markets: EventPayload<"system.tick">["markets"] | null;
}

interface SystemActions {
  setConnected: (connected: boolean) => void;
  recordTick: (tick: EventPayload<"system.tick">) => void;
}

const initialState: SystemState = {
  connected: false,
  feed: null,
  markets: null,
};

export const useSystemStore = create<SystemState & SystemActions>()((set) => ({
  ...initialState,
  setConnected: (connected) => set({ connected }),
  recordTick: (tick) => set({ feed: tick.feed, markets: tick.markets }),
}));

/** Whether the stories on screen come from the bundled replay set (by choice, or as the fallback of failing sources). */
export const selectReplaying = (state: SystemState) => state.feed === "replay" || state.feed === "fallback";
