/**
 * Zone abbreviations seen in RFC 822 dates that Date.parse does not know (it knows GMT, UT, UTC, Z and
 * the North American ones). Ambiguous ones such as IST are left out on purpose.
 */
const ZONE_OFFSETS: Record<string, string> = {
  BST: "+0100", CET: "+0100", CEST: "+0200", EET: "+0200", EEST: "+0300", MSK: "+0300",
  JST: "+0900", KST: "+0900", HKT: "+0800", SGT: "+0800", AEST: "+1000", AEDT: "+1100",
};

/** A date from an RSS or Atom field (RFC 822 or ISO 8601), or null when missing or unreadable. */
export function parseFeedDate(raw: string | null): Date | null {
  if (!raw) return null;
  const withOffset = raw.trim().replace(/\b([A-Z]{3,4})$/, (zone) => ZONE_OFFSETS[zone] ?? zone);
  const time = Date.parse(withOffset);
  return Number.isNaN(time) ? null : new Date(time);
}
