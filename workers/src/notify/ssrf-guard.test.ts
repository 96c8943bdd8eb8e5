import fc from "fast-check";
import { lookup } from "node:dns/promises";
import { describe, expect, it } from "vitest";
import { DeliveryError } from "@tradewire/platform";
import { isPublicAddress, resolvePublicAddress, type ResolveAll } from "./ssrf-guard";

/** One made-up internal name resolving to a private address; every other name goes to the real resolver. */
const withInternalCanary: ResolveAll = async (host) => (host === "internal-canary.test" ? [{ address: "10.0.0.1", family: 4 }] : lookup(host, { all: true }));

const REFUSED = "refused: not a public address";

const refusal = async (promise: Promise<unknown>): Promise<DeliveryError> => {
  const error = await promise.then(
    () => undefined,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
};

describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.255.0.9",
    "0.0.0.0",
    "10.0.0.1",
    "172.16.0.1",
    "172.31.255.254",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "[::1]",
    "::",
    "fc00::1",
    "fd12:3456::1",
    "fe80::1",
    "fe80::1%eth0",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    // NAT64, outside 2000::/3.
    "64:ff9b::7f00:1",
    "2001:db8::1",
    // 6to4 (2002::/16) embedding 127.0.0.1 and 10.0.0.1, and Teredo (2001::/32).
    "2002:7f00:1::1",
    "2002:0a00:0001::1",
    "2001:0:4136:e378:8000:63bf:3fff:fdd2",
    "localhost",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["8.8.8.8", "1.1.1.1", "172.32.0.1", "100.128.0.1", "2606:4700:4700::1111", "[2606:4700:4700::1111]", "::ffff:8.8.8.8"])(
    "accepts %s",
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it("refuses every 10.x.y.z, 127.x.y.z and 192.168.x.y, however spelled in IPv6", () => {
    const octet = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(fc.constantFrom(10, 127), octet, octet, octet, (a, b, c, d) => {
        const dotted = `${a}.${b}.${c}.${d}`;
        const hex = `${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
        return !isPublicAddress(dotted) && !isPublicAddress(`::ffff:${dotted}`) && !isPublicAddress(`::ffff:${hex}`);
      }),
    );
    fc.assert(fc.property(octet, octet, (c, d) => !isPublicAddress(`192.168.${c}.${d}`)));
  });

  it("refuses all of 6to4 (2002::/16) and Teredo (2001::/32), whatever IPv4 host they carry", () => {
    const group = fc.integer({ min: 0, max: 0xffff }).map((n) => n.toString(16));
    fc.assert(
      fc.property(group, group, group, (a, b, c) => !isPublicAddress(`2002:${a}:${b}::${c}`) && !isPublicAddress(`2001:0:${a}:${b}::${c}`)),
    );
  });
});

describe("resolvePublicAddress", () => {
  it.each(["127.0.0.1", "10.0.0.1", "169.254.169.254", "[::1]", "::ffff:127.0.0.1", "100.64.0.1", "192.168.1.1"])(
    "refuses the literal %s without DNS, naming it only in the detail",
    async (host) => {
      const error = await refusal(resolvePublicAddress(host, { allowPrivate: false }));
      expect(error.kind).toBe("unsafe-destination");
      expect(error.retryable).toBe(false);
      expect(error.message).toBe(REFUSED);
      expect(error.detail).toBe(`${host} is not a public address`);
    },
  );

  it("tells the user neither the internal name nor its address, and keeps both in the detail for operators", async () => {
    const error = await refusal(resolvePublicAddress("internal-canary.test", { allowPrivate: false, resolve: withInternalCanary }));
    expect(error.kind).toBe("unsafe-destination");
    expect(error.retryable).toBe(false);
    expect(error.message).toBe(REFUSED);
    expect(error.message).not.toContain("internal-canary");
    expect(error.message).not.toContain("10.0.0.1");
    expect(error.detail).toBe("internal-canary.test resolves to 10.0.0.1, which is not a public address");
  });

  it("passes public literals through unchanged", async () => {
    await expect(resolvePublicAddress("8.8.8.8", { allowPrivate: false })).resolves.toEqual({ address: "8.8.8.8", family: 4 });
    await expect(resolvePublicAddress("[2606:4700:4700::1111]", { allowPrivate: false })).resolves.toEqual({
      address: "2606:4700:4700::1111",
      family: 6,
    });
  });

  it("refuses localhost after resolving it, naming host and address only in the detail", async () => {
    const error = await refusal(resolvePublicAddress("localhost", { allowPrivate: false }));
    expect(error.kind).toBe("unsafe-destination");
    expect(error.message).toBe(REFUSED);
    expect(error.detail).toMatch(/^localhost resolves to (127\.0\.0\.1|::1),/);
  });

  it("lets private addresses through when allowPrivate is set", async () => {
    await expect(resolvePublicAddress("127.0.0.1", { allowPrivate: true })).resolves.toEqual({ address: "127.0.0.1", family: 4 });
    await expect(resolvePublicAddress("[::1]", { allowPrivate: true })).resolves.toEqual({ address: "::1", family: 6 });
    const local = await resolvePublicAddress("localhost", { allowPrivate: true });
    expect(["127.0.0.1", "::1"]).toContain(local.address);
  });
});
