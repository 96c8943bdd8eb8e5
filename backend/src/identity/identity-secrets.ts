import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { exportJWK, generateKeyPair, type JWK } from "jose";

export interface IdentitySecrets {
  /** Private signing keys of the built-in provider (RS256). */
  signingKeys: JWK[];
  /** Cookie signing keys, shared by the provider and the Koa app. */
  cookieKeys: string[];
}

const FILE_NAME = "identity-secrets.json";

/** Keys live in DATA_DIR so tokens and sessions survive restarts; created on first start. */
/** The identity keys the app keeps in DATA_DIR, read only: null when no app has made them there yet. */
export function readIdentitySecrets(dataDir: string): IdentitySecrets | null {
  try {
    return JSON.parse(readFileSync(join(dataDir, FILE_NAME), "utf8")) as IdentitySecrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

export async function loadIdentitySecrets(dataDir: string): Promise<IdentitySecrets> {
  const path = join(dataDir, FILE_NAME);
  const stored = readIdentitySecrets(dataDir);
  if (stored) return stored;
  const { privateKey } = await generateKeyPair("RS256", { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  const secrets: IdentitySecrets = {
    signingKeys: [{ ...jwk, alg: "RS256", use: "sig", kid: randomBytes(8).toString("hex") }],
    cookieKeys: [randomBytes(32).toString("base64url")],
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: "wx" });
  return secrets;
}

/** The public half of each signing key, for verifying tokens without a network round trip. */
export function publicKeysOf(secrets: IdentitySecrets): JWK[] {
  return secrets.signingKeys.map(({ kty, n, e, crv, x, y, kid, alg, use }) =>
    Object.fromEntries(Object.entries({ kty, n, e, crv, x, y, kid, alg, use }).filter(([, v]) => v !== undefined)),
  );
}
