import { create } from "zustand";
import { savedViewsSchema, type SavedView, type SavedViewInput } from "@tradewire/core/schemas/saved-views";
import { apiRequest } from "../../api/client";
import { serverMessageOr } from "../../api/api-error";

interface SavedViewsState {
  status: "idle" | "loading" | "loaded" | "error";
  /** The member's views, by key. */
  views: readonly SavedView[];
  error: string | null;
}

interface SavedViewsActions {
  load: () => Promise<void>;
  /** Keeps a view under a key, replacing the one there; the server's answer is the list. */
  save: (slot: number, view: SavedViewInput) => Promise<boolean>;
  forget: (slot: number) => Promise<void>;
  reset: () => void;
}

const initialState: SavedViewsState = { status: "idle", views: [], error: null };
const path = "/api/users/me/views";

/** A member's saved feed views, kept on the server so they follow the member from browser to browser. */
export const useSavedViewsStore = create<SavedViewsState & SavedViewsActions>()((set) => ({
  ...initialState,
  load: async () => {
    set({ status: "loading", error: null });
    try {
      const { views } = await apiRequest(path, { schema: savedViewsSchema });
      set({ status: "loaded", views, error: null });
    } catch (error) {
      set({ status: "error", error: serverMessageOr(error, "Could not load your views") });
    }
  },
  save: async (slot, view) => {
    try {
      const { views } = await apiRequest(`${path}/${slot}`, { method: "PUT", body: view, schema: savedViewsSchema });
      set({ status: "loaded", views, error: null });
      return true;
    } catch (error) {
      set({ error: serverMessageOr(error, `Could not save view ${slot}`) });
      return false;
    }
  },
  forget: async (slot) => {
    try {
      const { views } = await apiRequest(`${path}/${slot}`, { method: "DELETE", schema: savedViewsSchema });
      set({ status: "loaded", views, error: null });
    } catch (error) {
      set({ error: serverMessageOr(error, `Could not forget view ${slot}`) });
    }
  },
  reset: () => set(initialState),
}));
