import { create } from "zustand";
import type { AlertForm } from "./alerts-api";

interface AlertComposerState {
  open: boolean;
  /** What the form starts with on top of an empty alert: a ticker from a report, a story's tickers and tags. */
  prefill: Partial<AlertForm>;
}

interface AlertComposerActions {
  openNewAlert: (prefill?: Partial<AlertForm>) => void;
  close: () => void;
}

const initialState: AlertComposerState = { open: false, prefill: {} };

/** The app's one New Alert modal (mounted by the layout): opened from the dashboard, a report's legend or a story. */
export const useAlertComposerStore = create<AlertComposerState & AlertComposerActions>()((set) => ({
  ...initialState,
  openNewAlert: (prefill = {}) => set({ open: true, prefill }),
  close: () => set(initialState),
}));
