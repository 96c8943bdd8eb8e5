import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from "jose";
import { HttpError } from "../http/http-error";

export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  /**
   * Whether the issuer vouches that `email` belongs to the user: admin rights need it. The built-in
   * provider's accounts are fixed in code, so its tokens are verified by construction; an external
   * provider must say `email_verified: true`, or anyone who signs up there with an admin's address
   * would become an admin here.
   */
  emailVerified: boolean;
  name: string | null;
  /** The token's `exp` (epoch ms): caches and open sockets stop trusting it then. */
  expiresAt: number;
}

export type AccessTokenVerifier = (token: string) => Promise<VerifiedIdentity>;

const ALLOWED_ALGORITHMS = ["RS256", "PS256", "ES256", "EdDSA"];

/** How far an external provider's clock may run ahead of ours before its `iat` reads as a forgery. */
const ISSUED_AT_SKEW_SECONDS = 60;
const NOT_YET_VALID = "Access token is not valid yet";

const invalidToken = (message: string) => new HttpError(401, message, { "WWW-Authenticate": 'Bearer error="invalid_token"' });

export interface VerifierOptions {
  issuer: string;
  audience: string;
  /** The built-in provider's public keys; without them the issuer's JWKS is discovered and fetched. */
  localKeys?: JWK[];
}

/**
 * Verifies a bearer access token: signature against the issuer's keys, issuer, audience, algorithm, expiry,
 * and that it is already valid (`nbf`, and `iat`, which jose checks only when a maximum age is set).
 */
export function createAccessTokenVerifier({ issuer, audience, localKeys }: VerifierOptions): AccessTokenVerifier {
  const keys = localKeys ? createLocalJWKSet({ keys: localKeys }) : discoveredKeys(issuer);
  return async (token) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer,
        audience,
        algorithms: ALLOWED_ALGORITHMS,
        requiredClaims: ["sub", "exp"],
        // Our own tokens are RFC 9068 access tokens; that typ also keeps ID tokens out.
        ...(localKeys ? { typ: "at+jwt" } : {}),
      }));
    } catch (error) {
      throw invalidToken(describeTokenError(error));
    }
    if (payload.iat !== undefined && payload.iat > Date.now() / 1000 + ISSUED_AT_SKEW_SECONDS) throw invalidToken(NOT_YET_VALID);
    return {
      issuer,
      subject: String(payload.sub),
      email: typeof payload.email === "string" ? payload.email : null,
      emailVerified: localKeys !== undefined || payload.email_verified === true,
      name: typeof payload.name === "string" ? payload.name : null,
      expiresAt: payload.exp! * 1000,
    };
  };
}

function discoveredKeys(issuer: string): JWTVerifyGetKey {
  let keys: Promise<JWTVerifyGetKey> | undefined;
  const load = async () => {
    const response = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(10_000) });
    if (!response.ok) throw new Error(`OpenID discovery failed with ${response.status}`);
    const { jwks_uri: jwksUri } = (await response.json()) as { jwks_uri?: string };
    if (!jwksUri) throw new Error("OpenID discovery document has no jwks_uri");
    return createRemoteJWKSet(new URL(jwksUri));
  };
  return async (header, token) => {
    keys ??= load().catch((error: unknown) => {
      keys = undefined;
      throw error;
    });
    return (await keys)(header, token);
  };
}

function describeTokenError(error: unknown): string {
  if (error instanceof joseErrors.JWTExpired) return "Access token has expired";
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === "nbf") return NOT_YET_VALID;
    if (error.reason === "missing") return `Access token has no '${error.claim}' claim`;
    const claims: Record<string, string> = { iss: "issuer", aud: "audience", typ: "type" };
    return `Access token ${claims[error.claim] ?? `claim '${error.claim}'`} is not accepted`;
  }
  if (error instanceof joseErrors.JOSEAlgNotAllowed) return "Access token algorithm is not allowed";
  if (error instanceof joseErrors.JWSSignatureVerificationFailed) return "Access token signature is invalid";
  if (error instanceof joseErrors.JWKSNoMatchingKey) return "Access token was not signed by a known key";
  if (error instanceof joseErrors.JOSEError) return "Access token is malformed";
  return "Access token could not be verified";
}
