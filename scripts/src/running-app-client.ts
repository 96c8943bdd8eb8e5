import { readIdentitySecrets } from "@tradewire/backend/identity/identity-secrets";
import { issueAccessToken } from "@tradewire/backend/identity/issue-access-token";
import type { AppConfig } from "@tradewire/core/schemas/config";
import { dataDirHolder } from "@tradewire/db";

/** The app that holds the embedded database, called as an admin: `call` is fetch on its address with an admin's token. */
export interface RunningAppClient {
  url: string;
  call(path: string, init?: RequestInit): Promise<Response>;
}

/**
 * A client of the app that has the embedded database open, as the built-in provider's admin (a demo account of ADMIN_EMAILS)
 * with the app's own keys and issuer, so a command goes through the app instead of opening its database. Null when no
 * app holds it, when it is PostgreSQL, or when no demo admin can be signed for.
 */
export async function runningAppClient(config: AppConfig): Promise<RunningAppClient | null> {
  const holder = config.DATABASE_URL ? null : await dataDirHolder(config.DATA_DIR);
  const secrets = holder?.app ? readIdentitySecrets(config.DATA_DIR) : null;
  if (!holder?.app || !secrets || !config.builtInIdentity) return null;
  const { url, issuer } = holder.app;
  // The first of ADMIN_EMAILS the built-in provider can sign for (a demo account).
  let token: string | null = null;
  for (const admin of config.ADMIN_EMAILS) {
    token ??= await issueAccessToken({ ...config, oidcIssuer: issuer }, secrets, admin, 300).catch(() => null);
  }
  if (!token) return null;
  return {
    url,
    call: (path, init = {}) => fetch(`${url}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...init.headers } }),
  };
}
