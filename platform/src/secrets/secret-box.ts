import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

const VERSION = "v1";
/** Binds the derived key to this one use, so the same app secret can safely key other things too. */
const KEY_INFO = "tradewire/notify/secret-box/v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  seal(plain: string): string;
  open(sealed: string): string;
}

/**
 * Encrypts channel secrets (webhook signing secrets, tokens) before they are stored, so a database dump
 * alone does not let anyone sign webhooks as us. AES-256-GCM authenticates as well as encrypts: a changed
 * byte, or a box sealed under another app secret, fails to open instead of yielding garbage. The version
 * prefix leaves room to change the scheme without guessing what old rows hold.
 */
export function createSecretBox(appSecret: string): SecretBox {
  if (appSecret === "") throw new Error("secret box: the app secret is empty");
  const key = Buffer.from(hkdfSync("sha256", appSecret, Buffer.alloc(0), KEY_INFO, 32));
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      cipher.setAAD(Buffer.from(VERSION));
      const sealed = Buffer.concat([cipher.update(plain, "utf8"), cipher.final(), cipher.getAuthTag()]);
      return `${VERSION}.${iv.toString("base64url")}.${sealed.toString("base64url")}`;
    },
    open(sealed) {
      const [version, ivText, bodyText, ...rest] = sealed.split(".");
      if (version !== VERSION || ivText === undefined || bodyText === undefined || rest.length > 0) {
        throw new Error(`secret box: not a ${VERSION} sealed value`);
      }
      const iv = Buffer.from(ivText, "base64url");
      const body = Buffer.from(bodyText, "base64url");
      if (iv.length !== IV_BYTES || body.length < TAG_BYTES) throw new Error("secret box: sealed value is truncated or malformed");
      const decipher = createDecipheriv("aes-256-gcm", key, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(VERSION));
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      try {
        return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString("utf8");
      } catch {
        throw new Error("secret box: cannot open the value: it was altered, or sealed with a different app secret");
      }
    },
  };
}
