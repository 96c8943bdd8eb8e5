import { create } from "zustand";
import type { User, UserManager } from "oidc-client-ts";
import { apiRequest } from "../api/client";
import { loadClientConfig } from "../api/client-config";
import { currentUserSchema, type CurrentUser } from "@tradewire/core/schemas/api";
import { callbackPath, defaultReturnPath } from "../auth/auth-paths";
import { createUserManager } from "../auth/create-user-manager";

export type AuthStatus = "loading" | "authenticated" | "anonymous" | "error";

interface AuthState {
  status: AuthStatus;
  user: User | null;
  profile: CurrentUser | null;
  /** Why sign-in is not available or was lost, in words for the user. */
  notice: string | null;
  /** When the provider ended the session; the app shell then returns to /dashboard (spec section 4). */
  sessionEndedAt: number | null;
  manager: UserManager | null;
}

interface AuthActions {
  init: () => Promise<void>;
  signIn: (returnTo?: string) => Promise<void>;
  signOut: () => Promise<void>;
  /** The API refused the token: sign out here and say the session expired (spec section 7). */
  expireSession: () => Promise<void>;
  /**
   * The access token ran out before the automatic renewal replaced it (the socket says so): renew it now.
   * A renewal that fails signs the user out, like a failed automatic one (spec section 4).
   */
  renewToken: () => Promise<void>;
}

const initialState: AuthState = {
  status: "loading",
  user: null,
  profile: null,
  notice: null,
  sessionEndedAt: null,
  manager: null,
};

const sessionExpired = "Your session has expired. Please log in again.";

export const useAuthStore = create<AuthState & AuthActions>()((set, get) => {
  const signedOut = { status: "anonymous", user: null, profile: null } as const;

  const endSession = async (manager: UserManager) => {
    await manager.removeUser();
    set({ ...signedOut, notice: sessionExpired, sessionEndedAt: Date.now() });
  };

  // A stored session may have outlived its access token while the tab was closed.
  const freshUser = async (manager: UserManager, user: User | null) => {
    if (!user?.expired) return user;
    try {
      return await manager.signinSilent();
    } catch {
      await endSession(manager);
      return null;
    }
  };

  const loadProfile = async (manager: UserManager) => {
    try {
      const profile = await apiRequest("/api/users/me", { schema: currentUserSchema, nullOn401: true });
      if (profile === null) return endSession(manager);
      set({ status: "authenticated", profile });
    } catch {
      set({ status: "authenticated", profile: null, notice: "Failed to fetch user data" });
    }
  };

  const initialize = async () => {
    let manager: UserManager;
    try {
      const config = await loadClientConfig();
      manager = await createUserManager(config.oidc, window.location.origin);
    } catch {
      set({ status: "error", notice: "Sign-in unavailable" });
      return;
    }
    manager.events.addUserLoaded((user) => set({ user }));
    manager.events.addUserUnloaded(() => set(signedOut));
    // Spec section 4: a failed refresh (refresh token or login required) signs the user out.
    manager.events.addSilentRenewError(() => void endSession(manager));
    set({ manager });

    let stored: User | null;
    try {
      stored =
        window.location.pathname === callbackPath
          ? ((await manager.signinCallback()) ?? null)
          : await manager.getUser();
    } catch {
      set({ status: "error", notice: "Login failed" });
      return;
    }
    const user = await freshUser(manager, stored);
    if (!user) {
      if (get().status === "loading") set(signedOut);
      return;
    }
    set({ user });
    await loadProfile(manager);
  };
  let starting: Promise<void> | undefined;

  return {
    ...initialState,

    init: () => (starting = initialize()),

    signIn: async (returnTo = defaultReturnPath) => {
      // A click while the page is still starting waits for the sign-in library instead of doing nothing.
      if (get().status === "loading" && !get().manager) await starting;
      // The backend may have been down when the page loaded; asking again costs one call.
      if (get().status === "error" && !get().manager) await get().init();
      const manager = get().manager;
      if (!manager) return;
      try {
        await manager.signinRedirect({ state: { returnTo } });
      } catch {
        set({ notice: "Login failed" });
      }
    },

    signOut: async () => {
      const manager = get().manager;
      if (!manager) return;
      try {
        await manager.signoutRedirect();
      } catch {
        // Spec section 4: when the logout itself fails, a login redirect is forced.
        await get().signIn();
      }
    },

    expireSession: async () => {
      const manager = get().manager;
      if (manager) await endSession(manager);
    },

    renewToken: async () => {
      const manager = get().manager;
      if (!manager || !get().user) return;
      try {
        const user = await manager.signinSilent();
        if (user) set({ user });
      } catch {
        await endSession(manager);
      }
    },
  };
});
