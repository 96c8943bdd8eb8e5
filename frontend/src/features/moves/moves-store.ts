import { create } from "zustand";
import { movesSchema, type Move } from "@tradewire/core/schemas/moves";
import { apiRequest } from "../../api/client";
import { serverMessageOr } from "../../api/api-error";
import { onMoveDetected } from "../../realtime/move-detected";

/** The moves held: the newest this many (a strip shows the first few, a market's row its own). */
export const MOVES_HELD = 50;

interface MovesState {
  status: "idle" | "loading" | "loaded" | "error";
  /** Newest first (by when each move ended). */
  moves: readonly Move[];
  error: string | null;
}

interface MovesActions {
  load: () => Promise<void>;
  /** A pushed or fetched move: added once, in its place by its end. */
  receive: (moves: readonly Move[]) => void;
  /** Starts taking `move.detected` pushes; returns the function that stops it. */
  follow: () => () => void;
  reset: () => void;
}

const initialState: MovesState = { status: "idle", moves: [], error: null };
const newestFirst = (a: Move, b: Move) => Date.parse(b.ends_at) - Date.parse(a.ends_at) || Number(b.move_id) - Number(a.move_id);

/** "Why is it moving": the stocks and markets that just moved, with the stories that may explain them (members only). */
export const useMovesStore = create<MovesState & MovesActions>()((set, get) => ({
  ...initialState,
  load: async () => {
    set({ status: "loading", error: null });
    try {
      const { moves } = await apiRequest(`/api/moves?limit=${MOVES_HELD}`, { schema: movesSchema });
      set({ status: "loaded", error: null });
      get().receive(moves);
    } catch (error) {
      set({ status: "error", error: serverMessageOr(error, "Could not load the moves") });
    }
  },
  receive: (incoming) =>
    set((state) => {
      const held = new Map(state.moves.map((move) => [move.move_id, move]));
      for (const move of incoming) held.set(move.move_id, move);
      return { moves: [...held.values()].sort(newestFirst).slice(0, MOVES_HELD) };
    }),
  follow: () => onMoveDetected((move) => get().receive([move])),
  reset: () => set(initialState),
}));

/** Loads the moves and follows their pushes while a member is signed in; a visitor holds none. */
export function followMoves(member: boolean): () => void {
  const store = useMovesStore.getState();
  if (!member) {
    store.reset();
    return () => {};
  }
  void store.load();
  return store.follow();
}
