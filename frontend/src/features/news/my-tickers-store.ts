import { create } from "zustand";
import { myTickersSchema } from "@tradewire/core/schemas/my-tickers";
import { apiRequest } from "../../api/client";
import { serverMessageOr } from "../../api/api-error";

interface MyTickersState {
  status: "idle" | "loading" | "loaded" | "error";
  /** The member's own list, in the order added. */
  tickers: readonly string[];
  error: string | null;
}

interface MyTickersActions {
  load: () => Promise<void>;
  /** Adds or takes off one symbol; the server's answer is the list. */
  toggle: (symbol: string) => Promise<void>;
  reset: () => void;
}

const initialState: MyTickersState = { status: "idle", tickers: [], error: null };
const path = "/api/users/me/tickers";

/** "My tickers": the member's own list, kept on the server (so it follows them from browser to browser). */
export const useMyTickersStore = create<MyTickersState & MyTickersActions>()((set, get) => ({
  ...initialState,
  load: async () => {
    set({ status: "loading", error: null });
    try {
      const { tickers } = await apiRequest(path, { schema: myTickersSchema });
      set({ status: "loaded", tickers, error: null });
    } catch (error) {
      set({ status: "error", error: serverMessageOr(error, "Could not load your tickers") });
    }
  },
  toggle: async (symbol) => {
    const held = get().tickers.includes(symbol);
    try {
      const { tickers } = await apiRequest(`${path}/${encodeURIComponent(symbol)}`, { method: held ? "DELETE" : "PUT", schema: myTickersSchema });
      set({ status: "loaded", tickers, error: null });
    } catch (error) {
      set({ error: serverMessageOr(error, held ? `Could not remove ${symbol}` : `Could not add ${symbol}`) });
    }
  },
  reset: () => set(initialState),
}));
