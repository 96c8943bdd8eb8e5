/** Domains whose name would otherwise come out wrong or cryptic (short links, feed hosts, bare initials). */
const SOURCE_ALIASES: [domain: string, name: string][] = [
  ["ft.com", "fintimes"],
  ["apnews.com", "ap"],
  ["dowjones.io", "wsj"],
  ["dj.com", "wsj"],
  ["on.wsj.com", "wsj"],
  ["bbci.co.uk", "bbc"],
  ["theguardian.com", "guardian"],
  ["nyti.ms", "nytimes"],
  ["reut.rs", "reuters"],
  ["bloom.bg", "bloomberg"],
  ["cnb.cx", "cnbc"],
  ["wapo.st", "washingtonpost"],
];

/** Second-level labels under a country code that are not the publisher (news.example.co.uk). */
const COUNTRY_SECOND_LEVELS = new Set(["co", "com", "net", "org", "gov", "ac", "edu", "ne", "or", "go", "gob", "mil"]);

function hostOf(url: string): string | null {
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(url.trim()) ? url.trim() : `https://${url.trim()}`;
  try {
    return new URL(withScheme).hostname.replace(/\.$/, "");
  } catch {
    return null;
  }
}

function registrableLabel(host: string): string {
  const labels = host.split(".");
  const [tld = "", second = ""] = labels.slice(-2).reverse();
  const underCountryCode = labels.length >= 3 && tld.length === 2 && COUNTRY_SECOND_LEVELS.has(second);
  return (underCountryCode ? labels.at(-3) : labels.length >= 2 ? second : labels[0]) ?? "";
}

/**
 * Short lower-case publisher name from a URL or bare domain ("reuters", "fintimes", "example" for
 * news.example.co.uk); "unknown" when there is no host to read.
 */
export function sourceNameOf(url: string): string {
  const host = hostOf(url);
  if (!host || host.startsWith("[")) return "unknown";
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(host)) return host;
  const alias = SOURCE_ALIASES.find(([domain]) => host === domain || host.endsWith(`.${domain}`));
  if (alias) return alias[1];
  const name = registrableLabel(host).replace(/[^a-z0-9-]/g, "");
  return name || "unknown";
}
