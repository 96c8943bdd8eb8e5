import { upsertUserFromIdentity, type Database, type UserRow } from "@tradewire/db";
import type { Socket } from "node:net";
import type { Middleware, ParameterizedContext } from "koa";
import { rememberVerifiedTokens } from "../caches/verified-tokens";
import { HttpError } from "../http/http-error";
import type { AccessTokenVerifier, VerifiedIdentity } from "../identity/access-token-verifier";

declare module "koa" {
  interface DefaultState {
    user?: UserRow;
  }
}

export interface SignedInUser {
  user: UserRow;
  /** The token's expiry (epoch ms): a connection that holds the token stops speaking for the user then. */
  expiresAt: number;
}

export interface Authenticator {
  /** Answers the signed-in user of a bearer token (creating it on first sight); throws 401 for a bad token. */
  userFromToken(token: string): Promise<SignedInUser>;
  /** Reads the bearer token when there is one: routes where sign-in is optional. */
  optional(): Middleware;
  /** 401 without a valid token. */
  required(): Middleware;
  /** 403 unless the user is an admin; checked here on the server, whatever the UI shows. */
  admin(): Middleware;
}

/**
 * How long a user row read for a token is reused without a query. Claims that differ from the row are
 * written at once whatever its age; only a change made by another process (a plan set by `npm run plan`
 * against a running scaled deployment) may take this long to show.
 */
const USER_ROW_MS = 10_000;

export function createAuthenticator(db: Database, verify: AccessTokenVerifier, adminEmails: readonly string[]): Authenticator {
  const verified = rememberVerifiedTokens(verify);
  const userOf = (identity: VerifiedIdentity) => upsertUserFromIdentity(db, identity, adminEmails, { reuseForMs: USER_ROW_MS });
  const userFromToken = async (token: string): Promise<SignedInUser> => {
    const identity = await verified(token);
    return { user: await userOf(identity), expiresAt: identity.expiresAt };
  };

  /**
   * The identity of the last bearer header each connection sent: a keep-alive client sends the same one
   * with every request, which then costs a string comparison rather than a parse, a hash and a lookup.
   */
  const lastOnConnection = new WeakMap<Socket, { header: string; identity: VerifiedIdentity }>();
  const identityOf = async (ctx: ParameterizedContext, header: string) => {
    const last = lastOnConnection.get(ctx.req.socket);
    if (last && last.header === header && last.identity.expiresAt > Date.now()) return last.identity;
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw new HttpError(401, "Authorization header must be 'Bearer <token>'", { "WWW-Authenticate": "Bearer" });
    const identity = await verified(match[1]!);
    lastOnConnection.set(ctx.req.socket, { header, identity });
    return identity;
  };

  const readUser = async (ctx: ParameterizedContext) => {
    const header = ctx.get("authorization");
    if (!header) return;
    ctx.state.user = await userOf(await identityOf(ctx, header));
  };

  return {
    userFromToken,
    optional: () => async (ctx, next) => {
      await readUser(ctx);
      await next();
    },
    required: () => async (ctx, next) => {
      await readUser(ctx);
      if (!ctx.state.user) throw new HttpError(401, "Sign-in required", { "WWW-Authenticate": "Bearer" });
      await next();
    },
    admin: () => async (ctx, next) => {
      await readUser(ctx);
      if (!ctx.state.user) throw new HttpError(401, "Sign-in required", { "WWW-Authenticate": "Bearer" });
      if (ctx.state.user.userRole !== "admin") throw new HttpError(403, "Admin rights required");
      await next();
    },
  };
}
