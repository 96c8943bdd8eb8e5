/** Legal-form words headlines leave out: "Apple Inc." is written "Apple", "Lowe's Companies" is "Lowe's". */
const LEGAL_SUFFIX =
  /(?:[\s,]+|^)(?:&|and|Inc|Incorporated|Corp|Corporation|Co|Company|Companies|Ltd|Limited|plc|p\.l\.c|N\.V|NV|S\.A|SA|S\.p\.A|SE|AG|A\/S|ASA|L\.P|LP|LLC|Holdings?|Group)\.?,?$/i;

/**
 * The name a headline uses for a company, derived from its listed name. Shared by the dictionary
 * builder and the ticker index so both agree on which phrase names a listing.
 */
export function companyShortName(company: string): string {
  let name = company
    .replace(/\s*\(The\)\s*/gi, " ")
    .replace(/^The\s+/i, "")
    .replace(/\s+/g, " ")
    .trim();
  for (;;) {
    const stripped = name.replace(LEGAL_SUFFIX, "").trim();
    if (stripped === name || stripped.length < 2) return name;
    name = stripped;
  }
}
