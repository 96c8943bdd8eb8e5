import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createSecretBox } from "./secret-box";

const APP_SECRET = "tradewire-test-app-secret-0123456789";
const WEBHOOK_SECRET = "whsec_nyxKfhs9X2BxgpOktcbX6PkBKjtMXW5/";

describe("createSecretBox", () => {
  const box = createSecretBox(APP_SECRET);

  it("opens what it sealed, for any text", () => {
    fc.assert(fc.property(fc.string({ unit: "grapheme" }), (plain) => box.open(box.seal(plain)) === plain));
  });

  it("seals to v1.<iv>.<ciphertext+tag> with a fresh IV each time", () => {
    const sealed = box.seal(WEBHOOK_SECRET);
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain("nyxKfhs9");
    expect(box.seal(WEBHOOK_SECRET)).not.toBe(sealed);
    expect(createSecretBox(APP_SECRET).open(sealed)).toBe(WEBHOOK_SECRET);
  });

  it("refuses a value with any byte changed", () => {
    const sealed = box.seal(WEBHOOK_SECRET);
    const [version, iv, body] = sealed.split(".") as [string, string, string];
    const flipped = (text: string, index: number) => {
      const bytes = Buffer.from(text, "base64url");
      bytes[index] = bytes[index]! ^ 0x01;
      return bytes.toString("base64url");
    };
    const bodyLength = Buffer.from(body, "base64url").length;
    for (let index = 0; index < bodyLength; index++) {
      expect(() => box.open(`${version}.${iv}.${flipped(body, index)}`)).toThrow(/altered, or sealed with a different app secret/);
    }
    expect(() => box.open(`${version}.${flipped(iv, 0)}.${body}`)).toThrow(/altered/);
  });

  it("refuses a value sealed under another app secret", () => {
    const other = createSecretBox("another-app-secret");
    expect(() => other.open(box.seal(WEBHOOK_SECRET))).toThrow(/different app secret/);
  });

  it("names malformed values", () => {
    expect(() => box.open("whsec_plaintext")).toThrow(/not a v1 sealed value/);
    expect(() => box.open("v2.AAAA.AAAA")).toThrow(/not a v1 sealed value/);
    expect(() => box.open("v1.AAAA.AAAA")).toThrow(/truncated or malformed/);
    expect(() => createSecretBox("")).toThrow(/empty/);
  });
});
