/**
 * Query parameters that only say how a reader arrived (campaigns, click ids, feed markers); the same
 * story is reached with or without them, so they must not make two URLs look different.
 */
const TRACKING_PARAMETERS = new Set([
  "fbclid", "gclid", "dclid", "gbraid", "wbraid", "msclkid", "igshid", "mc_cid", "mc_eid", "mkt_tok", "_ga",
  "ocid", "cmpid", "cmp", "taid", "smid", "smtyp", "ref", "ref_src", "rss", "feedtype", "mod", "ftcamp",
  "at_medium", "at_campaign", "at_link_id", "at_link_origin", "at_link_type", "at_format", "at_ptr_name",
  "at_bbc_team", "xtor", "yptr", "guccounter", "guce_referrer", "guce_referrer_sig", "soc_src", "soc_trk",
  "srnd", "sref", "leadsource", "tpcc", "__source", "__twitter_impression",
]);

function isTrackingParameter(pair: string): boolean {
  const rawKey = pair.split("=", 1)[0] ?? "";
  let key: string;
  try {
    key = decodeURIComponent(rawKey.replaceAll("+", " ")).toLowerCase();
  } catch {
    return false;
  }
  return key.startsWith("utm_") || TRACKING_PARAMETERS.has(key);
}

function keyOf(pair: string): string {
  return pair.split("=", 1)[0] ?? "";
}

/**
 * The form of a URL used to recognise the same story: lower-case host (given by URL), no fragment, no
 * tracking parameters, remaining parameters sorted, no trailing slash except the root. The scheme is
 * kept as given, since upgrading http to https would break the few sites without TLS. Pairs are kept
 * in their original encoding so the result is stable when canonicalised again.
 */
export function canonicalUrl(url: string): string {
  const trimmed = url.trim();
  let parsed: URL;
  try {
    parsed = new URL(trimmed);
  } catch {
    return trimmed;
  }
  parsed.hash = "";
  const pairs = parsed.search
    .slice(1)
    .split("&")
    .filter((pair) => pair !== "" && !isTrackingParameter(pair));
  // Sort by key only; the stable sort keeps the order of repeated keys, which some sites depend on.
  pairs.sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
  parsed.search = pairs.join("&");
  if (parsed.pathname.length > 1 && parsed.pathname.endsWith("/")) {
    parsed.pathname = parsed.pathname.replace(/\/+$/, "") || "/";
  }
  return parsed.toString();
}
