import { create } from "zustand";
import type { AdminUser } from "@tradewire/core/schemas/admin-users";
import type { Plan } from "@tradewire/core/wire-constants";
import { failureMessage } from "../alerts/alerts-api";
import { fetchAdminUsers, putUserPlan } from "./users-api";

interface AdminUsersState {
  status: "loading" | "loaded" | "failed";
  users: readonly AdminUser[];
  error: string | null;
}

interface AdminUsersActions {
  /** Reads the list; a read the page gave up on (its signal aborted) changes nothing. */
  load: (signal?: AbortSignal) => Promise<void>;
  /** Saves a user's plan and puts the saved profile in their row; a failure is thrown for the page to report. */
  setPlan: (userId: string, plan: Plan) => Promise<void>;
  reset: () => void;
}

const initialState: AdminUsersState = { status: "loading", users: [], error: null };

/** The admins' Users page: every user, and the plans set there. */
export const useAdminUsersStore = create<AdminUsersState & AdminUsersActions>()((set) => ({
  ...initialState,
  load: async (signal) => {
    set({ status: "loading", error: null });
    try {
      const { users } = await fetchAdminUsers(signal);
      set({ status: "loaded", users });
    } catch (failure) {
      if (!signal?.aborted) set({ status: "failed", error: `Failed to load users: ${failureMessage(failure)}` });
    }
  },
  setPlan: async (userId, plan) => {
    const saved = await putUserPlan(userId, plan);
    // The answer is the profile alone: the row keeps its last-seen time and counts.
    set((state) => ({ users: state.users.map((user) => (user.user_id === saved.user_id ? { ...user, ...saved } : user)) }));
  },
  reset: () => set(initialState),
}));
