import { hash } from "node:crypto";
import type { AccessTokenVerifier, VerifiedIdentity } from "../identity/access-token-verifier";
import { createBoundedCache } from "./bounded-cache";

/** Tokens remembered at once: far more than the members signed in to one node within a token's life. */
const MAX_TOKENS = 10_000;

/**
 * Remembers each token that verified until its own expiry, so a token costs one signature check and not
 * one per request. Keyed by a hash of the token: the cache holds no bearer secret. A token that fails is
 * checked again each time (and answers 401 each time); a remembered one is never answered at or past its
 * `exp`, when it goes back to the verifier (which refuses it as expired).
 */
export function rememberVerifiedTokens(verify: AccessTokenVerifier, maxTokens = MAX_TOKENS): AccessTokenVerifier {
  const verified = createBoundedCache<VerifiedIdentity>({ maxEntries: maxTokens, maxAgeMs: 0 });
  return async (token) => {
    // The one-shot hash: a third of the cost of a Hash object per request.
    const key = hash("sha256", token, "base64url");
    const known = verified.get(key);
    if (known && known.expiresAt > Date.now()) return known;
    const identity = await verify(token);
    verified.set(key, identity, identity.expiresAt);
    return identity;
  };
}
