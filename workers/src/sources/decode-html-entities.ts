/** The named entities that actually turn up in news feeds; unknown names are left as written. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " ", hellip: "…", mdash: "—", ndash: "–",
  lsquo: "‘", rsquo: "’", sbquo: "‚", ldquo: "“", rdquo: "”", bdquo: "„", laquo: "«", raquo: "»",
  euro: "€", pound: "£", yen: "¥", cent: "¢", copy: "©", reg: "®", trade: "™", deg: "°", middot: "·",
  bull: "•", times: "×", divide: "÷", plusmn: "±", frac12: "½", frac14: "¼", frac34: "¾", shy: "",
  zwj: "", zwnj: "", thinsp: " ", ensp: " ", emsp: " ", prime: "′", Prime: "″", sect: "§", para: "¶",
};

/**
 * Decodes HTML entities in one pass, so "&amp;lt;" becomes "&lt;" and not "<". Feeds need this on top
 * of the XML parser because CDATA sections and HTML fragments are not entity-decoded by XML rules.
 */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z][a-z0-9]{1,31});/gi, (whole, name: string) => {
    if (name.startsWith("#")) {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      const printable = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff);
      return printable ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name] ?? whole;
  });
}
