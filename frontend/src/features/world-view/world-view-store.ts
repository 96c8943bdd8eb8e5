import { create } from "zustand";
import { DEFAULT_WORLD_RANGE, type WorldBanks, type WorldRange, type WorldReport } from "@tradewire/core/schemas/world";
import { fetchWorldBanks, fetchWorldReport, WORLD_FETCH_ERROR } from "./world-api";

/** One answer of the page: while a new range loads, the last answer stays on screen. */
export interface Loadable<T> {
  status: "idle" | "loading" | "loaded" | "error";
  data: T | null;
  error: string | null;
}

interface WorldViewState {
  /** The range both charts show. */
  range: WorldRange;
  /** Regions the reader switched off in the legend; kept across ranges. */
  hiddenRegions: readonly string[];
  world: Loadable<WorldReport>;
  banks: Loadable<WorldBanks>;
}

interface WorldViewActions {
  selectRange: (range: WorldRange) => void;
  toggleRegion: (region: string) => void;
  loadWorld: (signal?: AbortSignal) => Promise<void>;
  loadBanks: (signal?: AbortSignal) => Promise<void>;
  reset: () => void;
}

const idle = { status: "idle", data: null, error: null } as const;

const initialState: WorldViewState = { range: DEFAULT_WORLD_RANGE, hiddenRegions: [], world: idle, banks: idle };

type LoadableKey = "world" | "banks";

/** The World View's range, legend and answers, shared by its range buttons, charts, legend and bank table. */
export const useWorldViewStore = create<WorldViewState & WorldViewActions>()((set, get) => {
  async function load<K extends LoadableKey>(key: K, fetch: (range: WorldRange, signal?: AbortSignal) => Promise<WorldViewState[K]["data"]>, signal?: AbortSignal) {
    set((state) => ({ [key]: { ...state[key], status: "loading", error: null } }) as Pick<WorldViewState, K>);
    try {
      const data = await fetch(get().range, signal);
      if (signal?.aborted) return;
      set({ [key]: { status: "loaded", data, error: null } } as Pick<WorldViewState, K>);
    } catch {
      if (signal?.aborted) return;
      set((state) => ({ [key]: { ...state[key], status: "error", error: WORLD_FETCH_ERROR } }) as Pick<WorldViewState, K>);
    }
  }

  return {
    ...initialState,
    selectRange: (range) => set({ range }),
    toggleRegion: (region) =>
      set((state) => ({
        hiddenRegions: state.hiddenRegions.includes(region) ? state.hiddenRegions.filter((hidden) => hidden !== region) : [...state.hiddenRegions, region],
      })),
    loadWorld: (signal) => load("world", fetchWorldReport, signal),
    loadBanks: (signal) => load("banks", fetchWorldBanks, signal),
    reset: () => set(initialState),
  };
});
