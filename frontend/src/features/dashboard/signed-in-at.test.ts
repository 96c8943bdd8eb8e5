import type { User } from "oidc-client-ts";
import { beforeEach, describe, expect, it } from "vitest";
import { signedInAt, type PageLoad } from "./signed-in-at";

const userOf = (profile: Record<string, unknown>) => ({ profile: { sub: "trader@demo.local", ...profile } }) as unknown as User;

describe("signedInAt", () => {
  const minute = 60_000;
  const signIn = Date.parse("2026-11-19T15:00:00Z");
  const fromSignIn: PageLoad = { fromSignIn: true, startedAt: signIn + 2_000 };
  const reload = (at: number): PageLoad => ({ fromSignIn: false, startedAt: at });

  beforeEach(() => localStorage.clear());

  it("takes the provider's auth_time when it sends one", () => {
    expect(signedInAt(userOf({ auth_time: signIn / 1000, iat: signIn / 1000 + 3600 }), reload(signIn + 90 * minute), signIn + 90 * minute)).toBe(signIn);
  });

  it("records the sign-in on the page load back from the provider, and keeps it through remounts, reloads and renewals", () => {
    const user = userOf({ iat: signIn / 1000 });
    expect(signedInAt(user, fromSignIn, signIn + 5_000)).toBe(signIn);
    // The dashboard mounts again in the same page load after a silent renewal moved iat.
    expect(signedInAt(userOf({ iat: signIn / 1000 + 3600 }), fromSignIn, signIn + 61 * minute)).toBe(signIn);
    expect(signedInAt(userOf({ iat: signIn / 1000 + 3600 }), reload(signIn + 70 * minute), signIn + 70 * minute)).toBe(signIn);
  });

  it("starts again on a new sign-in, and for another user", () => {
    signedInAt(userOf({ iat: signIn / 1000 }), fromSignIn, signIn + 5_000);
    const later = signIn + 300 * minute;
    expect(signedInAt(userOf({ iat: later / 1000 }), { fromSignIn: true, startedAt: later + 1_000 }, later + 2_000)).toBe(later);
    const other = userOf({ sub: "admin@demo.local", iat: signIn / 1000 });
    expect(signedInAt(other, reload(later + 10 * minute), later + 10 * minute)).toBe(later + 10 * minute);
  });

  it("counts from the first sight of a user it has no record of", () => {
    const now = signIn + 42 * minute;
    expect(signedInAt(userOf({ iat: signIn / 1000 }), reload(now), now)).toBe(now);
    expect(signedInAt(userOf({ iat: signIn / 1000 }), reload(now + minute), now + 5 * minute)).toBe(now);
  });
});
