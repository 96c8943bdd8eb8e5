/**
 * The map's 15 countries, as Natural Earth names them (the outlines' `name`), each with the words a headline
 * names it by: the country, its people, its capital, and the groups the map draws from it.
 */
const countryWords: readonly [country: string, pattern: RegExp][] = [
  ["Iran", /\b(?:Iran\w*|Tehran|Khamenei|IRGC|Kharg|Persian Gulf)\b/],
  ["Israel", /\b(?:Israel\w*|Jerusalem|Tel Aviv|Netanyahu|IDF|Golan)\b/],
  ["Iraq", /\b(?:Iraq\w*|Baghdad|Basra|Kurdistan)\b/],
  ["Syria", /\b(?:Syria\w*|Damascus|Aleppo)\b/],
  ["Lebanon", /\b(?:Leban\w*|Beirut|Hezbollah)\b/],
  ["Yemen", /\b(?:Yemen\w*|Houthis?|Sanaa|Hodeidah|Bab el-Mandeb)\b/],
  ["Qatar", /\b(?:Qatar\w*|Doha)\b/],
  ["Kuwait", /\bKuwait\w*\b/],
  ["Saudi Arabia", /\b(?:Saudis?|Riyadh|Aramco)\b/],
  ["United Arab Emirates", /\b(?:UAE|Emirat\w*|Abu Dhabi|Dubai)\b/],
  ["Oman", /\b(?:Oman\w*|Muscat)\b/],
  ["Djibouti", /\bDjibouti\w*\b/],
  ["Turkey", /\b(?:Turkey|Turkish|Türkiye|Ankara|Istanbul|Erdogan)\b/],
  ["Egypt", /\b(?:Egypt\w*|Cairo|Suez|Sinai)\b/],
  ["Bahrain", /\b(?:Bahrain\w*|Manama)\b/],
];

/** The map's countries a headline names, in the order it names them first. */
export function countriesInTitle(title: string): string[] {
  return countryWords
    .map(([country, pattern]) => ({ country, at: title.search(pattern) }))
    .filter((match) => match.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((match) => match.country);
}
