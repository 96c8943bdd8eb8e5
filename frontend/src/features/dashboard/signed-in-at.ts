import type { User } from "oidc-client-ts";

const storageKey = "tradewire.signed-in-at";

interface StoredSignIn {
  sub: string;
  /** When the user signed in. */
  at: number;
  /** When this record was written: a record written during the current page load is that load's sign-in. */
  recordedAt: number;
}

export interface PageLoad {
  /** Whether this page load is the return from the identity provider, i.e. a sign-in just happened. */
  fromSignIn: boolean;
  /** When this page load started (performance.timeOrigin). */
  startedAt: number;
}

/** The current page load, as signedInAt needs it. */
export function currentPageLoad(callbackPath: string): PageLoad {
  const [navigation] = performance.getEntriesByType("navigation");
  return {
    fromSignIn: navigation ? new URL(navigation.name).pathname === callbackPath : false,
    startedAt: performance.timeOrigin,
  };
}

function readStored(storage: Storage): StoredSignIn | null {
  try {
    const stored = JSON.parse(storage.getItem(storageKey) ?? "null") as Partial<StoredSignIn> | null;
    if (typeof stored?.sub !== "string" || typeof stored.at !== "number" || typeof stored.recordedAt !== "number") return null;
    return { sub: stored.sub, at: stored.at, recordedAt: stored.recordedAt };
  } catch {
    return null;
  }
}

/**
 * When the user signed in (epoch ms), for the dashboard's session duration.
 *
 * The provider's `auth_time` claim when it sends one (Auth0 does). The built-in provider does not, and
 * the ID token's `iat` moves with every silent renewal, so the app notes the sign-in itself: the page
 * load that returns from the provider records the ID token's issue time (the moment of sign-in) for the
 * user in local storage, where reloads and other tabs find it. A user with no record (a session from
 * before this existed, or cleared storage) counts from the moment the dashboard first saw them.
 */
export function signedInAt(user: User, pageLoad: PageLoad, now: number, storage: Storage = localStorage): number {
  const { profile } = user;
  if (typeof profile.auth_time === "number") return profile.auth_time * 1000;
  const stored = readStored(storage);
  const recordedThisLoad = stored !== null && stored.recordedAt >= pageLoad.startedAt;
  if (stored && stored.sub === profile.sub && (!pageLoad.fromSignIn || recordedThisLoad)) return stored.at;
  const at = pageLoad.fromSignIn && typeof profile.iat === "number" ? Math.min(profile.iat * 1000, now) : now;
  storage.setItem(storageKey, JSON.stringify({ sub: profile.sub, at, recordedAt: now } satisfies StoredSignIn));
  return at;
}
