import { create } from "zustand";
import type { Alert, NotificationChannel } from "@tradewire/core/schemas/alerts";
import { showToast } from "../../stores/toast-store";
import { failureMessage, fetchAlerts, fetchChannels } from "./alerts-api";

/** Spec section 7: when the channels cannot be loaded, the dashboard offers this one. */
export const defaultEmailChannel: NotificationChannel = {
  channel_id: 0,
  channel_name: "Default Email",
  type: "email",
  email: null,
  endpoint: null,
  channel_key: null,
  telegram_chat_id: null,
  telegram_url: null,
  status: "ok",
  created_at: new Date(0).toISOString(),
  updated_at: new Date(0).toISOString(),
  last_test: null,
};

interface AlertsState {
  status: "idle" | "loading" | "loaded" | "error";
  alerts: readonly Alert[];
  channels: readonly NotificationChannel[];
  error: string | null;
}

interface AlertsActions {
  load: () => Promise<void>;
  loadChannels: () => Promise<void>;
  /** The channels read again for an alert form; on failure the known ones stay and a warning says so. */
  refreshChannels: (signal?: AbortSignal) => Promise<void>;
  putAlert: (alert: Alert) => void;
  removeAlert: (alertId: number) => void;
  reset: () => void;
}

const initialState: AlertsState = { status: "idle", alerts: [], channels: [], error: null };

/** The dashboard's alerts and channels. */
export const useAlertsStore = create<AlertsState & AlertsActions>()((set, get) => ({
  ...initialState,
  load: async () => {
    set({ status: "loading", error: null });
    const [alerts] = await Promise.allSettled([fetchAlerts(), get().loadChannels()]);
    if (alerts.status === "fulfilled") set({ status: "loaded", alerts: alerts.value });
    else set({ status: "error", error: `Failed to load alerts: ${failureMessage(alerts.reason)}` });
  },
  loadChannels: async () => {
    try {
      set({ channels: await fetchChannels() });
    } catch {
      // Spec sections 7 and 8: a 'Default Email' stands in, and a toast says the list failed.
      set({ channels: [defaultEmailChannel] });
      showToast({ title: "Error", description: "Failed to load channels. Please try again.", tone: "destructive" });
    }
  },
  refreshChannels: async (signal) => {
    try {
      set({ channels: await fetchChannels(signal) });
    } catch {
      if (!signal?.aborted) showToast({ title: "Warning", description: "Failed to load available channels." });
    }
  },
  putAlert: (alert) =>
    set((state) => ({
      alerts: state.alerts.some((existing) => existing.alert_id === alert.alert_id)
        ? state.alerts.map((existing) => (existing.alert_id === alert.alert_id ? alert : existing))
        : [alert, ...state.alerts],
    })),
  removeAlert: (alertId) => set((state) => ({ alerts: state.alerts.filter((alert) => alert.alert_id !== alertId) })),
  reset: () => set(initialState),
}));
