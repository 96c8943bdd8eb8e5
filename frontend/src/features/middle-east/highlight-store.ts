import { create } from "zustand";

interface HighlightState {
  /**
   * The country the reader is pointing at in a side panel (a story that names it), as Natural Earth names it
   * ("Iran", "Saudi Arabia", "United Arab Emirates"): the map outlines it. Null when nothing is pointed at.
   */
  highlightedCountry: string | null;
}

interface HighlightActions {
  setHighlightedCountry: (country: string | null) => void;
  reset: () => void;
}

const initialState: HighlightState = { highlightedCountry: null };

/** What the side panels ask the Middle East map to pick out; the panels write it, the map reads it. */
export const useHighlightStore = create<HighlightState & HighlightActions>()((set) => ({
  ...initialState,
  setHighlightedCountry: (highlightedCountry) => set({ highlightedCountry }),
  reset: () => set(initialState),
}));
