import { hkdfSync } from "node:crypto";
import type { AppConfig } from "@tradewire/core/schemas/config";
import { errors, jwtVerify, SignJWT } from "jose";
import { appSecretOf } from "../secrets/app-secret";

/** The one thing a stop token may do; a token for any other purpose of ours fails verification. */
const AUDIENCE = "tradewire:alert-stop";
/** Long enough for a message read weeks later; after that the dashboard still pauses the alert. */
export const STOP_LINK_LIFETIME_SECONDS = 90 * 24 * 3600;

type SecretConfig = Pick<AppConfig, "APP_SECRET" | "DATA_DIR" | "jobsEngine">;

export interface AlertStopTarget {
  alertId: number;
  userId: number;
}

/** A key of its own derived from the app secret, so a stop token can never stand in for anything else it signs. */
const keyOf = (config: SecretConfig) => new Uint8Array(hkdfSync("sha256", appSecretOf(config), "", "tradewire alert stop link", 32));

/** The signed, single-purpose link in every message that pauses the alert it came from (RFC 8058 one-click, and a page). */
export async function alertStopUrl(config: SecretConfig & Pick<AppConfig, "publicUrl">, target: AlertStopTarget, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const token = await new SignJWT({ uid: target.userId })
    .setProtectedHeader({ alg: "HS256" })
    .setAudience(AUDIENCE)
    .setSubject(String(target.alertId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + STOP_LINK_LIFETIME_SECONDS)
    .sign(keyOf(config));
  return `${config.publicUrl}/api/alert/stop?token=${token}`;
}

/** Why a stop link is refused, in the words its page shows. */
export type StopLinkProblem = "expired" | "invalid";

/** The alert and owner a stop token names, or why it is refused: expired, or tampered with / not ours. */
export async function readAlertStopToken(config: SecretConfig, token: string): Promise<AlertStopTarget | StopLinkProblem> {
  try {
    const { payload } = await jwtVerify(token, keyOf(config), { audience: AUDIENCE, algorithms: ["HS256"] });
    const alertId = Number(payload.sub);
    const userId = payload.uid;
    if (!Number.isSafeInteger(alertId) || typeof userId !== "number" || !Number.isSafeInteger(userId)) return "invalid";
    return { alertId, userId };
  } catch (error) {
    return error instanceof errors.JWTExpired ? "expired" : "invalid";
  }
}
