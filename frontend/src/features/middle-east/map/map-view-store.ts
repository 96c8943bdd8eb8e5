import { create } from "zustand";
import type { LngLat, PlaceGroupId } from "../map-data-types";

/** What the reader clicked on the map, whose popup is open: a marker, or a line at the point clicked. */
export type MapSelection = { kind: "place"; id: string } | { kind: "line"; id: string; at: LngLat };

interface MapViewState {
  /** Marker groups the reader switched off with the layer toggles. */
  hiddenGroups: PlaceGroupId[];
  selection: MapSelection | null;
}

interface MapViewActions {
  toggleGroup: (group: PlaceGroupId) => void;
  select: (selection: MapSelection | null) => void;
  reset: () => void;
}

const initialState: MapViewState = { hiddenGroups: [], selection: null };

/** The Middle East map's own state: which marker groups show and which popup is open. */
export const useMapViewStore = create<MapViewState & MapViewActions>()((set) => ({
  ...initialState,
  toggleGroup: (group) =>
    set((state) => ({
      hiddenGroups: state.hiddenGroups.includes(group)
        ? state.hiddenGroups.filter((hidden) => hidden !== group)
        : [...state.hiddenGroups, group],
    })),
  select: (selection) => set({ selection }),
  reset: () => set(initialState),
}));
