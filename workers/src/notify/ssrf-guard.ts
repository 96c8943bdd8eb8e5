import { lookup } from "node:dns/promises";
import { BlockList, isIP, isIPv4, isIPv6 } from "node:net";
import { DeliveryError } from "@tradewire/platform";

/**
 * IPv4 ranges a user-supplied URL must never reach from our network: this host, the private networks,
 * link-local (169.254.169.254 is the cloud metadata service), carrier-grade NAT, the documentation and
 * benchmark ranges, multicast and the reserved block up to the broadcast address.
 */
const NOT_PUBLIC_V4 = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  NOT_PUBLIC_V4.addSubnet(network, prefix, "ipv4");
}

/**
 * For IPv6 an allow-list is safer than a block-list: only global unicast (2000::/3) is routable on the
 * internet, so loopback, unspecified, unique-local, link-local, multicast, NAT64 and the deprecated
 * IPv4-compatible forms all fall outside it without being listed one by one.
 */
const GLOBAL_UNICAST_V6 = new BlockList();
GLOBAL_UNICAST_V6.addSubnet("2000::", 3, "ipv6");
const NOT_PUBLIC_V6 = new BlockList();
NOT_PUBLIC_V6.addSubnet("2001:db8::", 32, "ipv6");
// 6to4 (2002::/16) and Teredo (2001::/32) sit inside 2000::/3 but tunnel to IPv4 hosts we cannot check
// (2002:7f00:1::1 carries 127.0.0.1), so both prefixes are refused whole.
NOT_PUBLIC_V6.addSubnet("2002::", 16, "ipv6");
NOT_PUBLIC_V6.addSubnet("2001::", 32, "ipv6");

/** Whether an address is one that user-supplied URLs may reach; anything that is not an IP is not. */
export function isPublicAddress(ip: string): boolean {
  const address = withoutBrackets(ip);
  // A zone id only ever qualifies a link-local address.
  if (address.includes("%")) return false;
  if (isIPv4(address)) return !NOT_PUBLIC_V4.check(address, "ipv4");
  if (!isIPv6(address)) return false;
  const mapped = mappedIPv4Of(address);
  if (mapped !== null) return isPublicAddress(mapped);
  return GLOBAL_UNICAST_V6.check(address, "ipv6") && !NOT_PUBLIC_V6.check(address, "ipv6");
}

/**
 * Resolves a hostname to the one address we will connect to, refusing it if any address it resolves to is
 * not public: checking all of them (not just the first) means a name cannot hide 127.0.0.1 behind a public
 * address that the operating system may not pick. The caller must connect to the returned address, not
 * resolve again, or a DNS answer that changes in between (rebinding) would slip past the check.
 */
export async function resolvePublicAddress(
  hostname: string,
  options: { allowPrivate?: boolean; resolve?: ResolveAll } = {},
): Promise<{ address: string; family: 4 | 6 }> {
  const host = withoutBrackets(hostname);
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookupAll(host, options.resolve ?? systemResolver);
  const first = addresses[0];
  if (first === undefined) throw new DeliveryError("network", `${hostname} resolves to no address`, { retryable: true });
  if (!options.allowPrivate) {
    const unsafe = addresses.find(({ address }) => !isPublicAddress(address));
    if (unsafe) {
      // The message reaches the user (the delivery log's last_error), so it names neither the host nor the
      // address, or any user could map our internal names to addresses; operators get both in `detail`.
      const what = unsafe.address === host ? `${hostname} is` : `${hostname} resolves to ${unsafe.address}, which is`;
      throw new DeliveryError("unsafe-destination", "refused: not a public address", {
        retryable: false,
        detail: `${what} not a public address`,
      });
    }
  }
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** Every address a name resolves to. */
export type ResolveAll = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: ResolveAll = (host) => lookup(host, { all: true });

/** All addresses the resolver gives; a failure is retryable, since DNS outages pass. */
async function lookupAll(host: string, resolve: ResolveAll): Promise<{ address: string; family: number }[]> {
  try {
    return await resolve(host);
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    throw new DeliveryError("network", `could not resolve ${host}: ${String(code ?? (error as Error).message)}`, {
      retryable: true,
      cause: error,
    });
  }
}

/** URL hostnames keep IPv6 literals in brackets ("[::1]"); the address itself has none. */
function withoutBrackets(host: string): string {
  return host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
}

/**
 * The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:127.0.0.1, also written ::ffff:7f00:1), or
 * null. The URL parser is used to canonicalise the many spellings to one before matching.
 */
function mappedIPv4Of(address: string): string | null {
  const canonical = new URL(`http://[${address}]/`).hostname;
  const match = /^\[::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})\]$/.exec(canonical);
  if (!match) return null;
  const high = Number.parseInt(match[1]!, 16);
  const low = Number.parseInt(match[2]!, 16);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}
