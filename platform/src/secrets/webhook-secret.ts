import { randomBytes } from "node:crypto";

/** A new endpoint secret in the Standard Webhooks format: 24 random bytes (192 bits), base64. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString("base64")}`;
}
