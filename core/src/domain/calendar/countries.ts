/**
 * The country names of Nasdaq's economic calendar (Investing.com's names, which it republishes) and their ISO 3166
 * alpha-2 codes. Written out rather than left to Intl so the codes of the markets that matter never depend on the ICU
 * data of the machine; "EU" stands for the euro area and "WLD" for the world, as the calendar schema says.
 */
const CODES: Record<string, string> = {
  "United States": "US",
  "Euro Zone": "EU",
  Eurozone: "EU",
  "European Union": "EU",
  // Events of no one country (an OPEC+ meeting): the World Bank's code for the world, as no alpha-2 one exists.
  World: "WLD",
  Global: "WLD",
  "United Kingdom": "GB",
  Japan: "JP",
  China: "CN",
  Germany: "DE",
  France: "FR",
  Italy: "IT",
  Spain: "ES",
  Portugal: "PT",
  Netherlands: "NL",
  Belgium: "BE",
  Austria: "AT",
  Ireland: "IE",
  Greece: "GR",
  Finland: "FI",
  Switzerland: "CH",
  Sweden: "SE",
  Norway: "NO",
  Denmark: "DK",
  Poland: "PL",
  "Czech Republic": "CZ",
  Hungary: "HU",
  Romania: "RO",
  Russia: "RU",
  Ukraine: "UA",
  Turkey: "TR",
  Israel: "IL",
  "Saudi Arabia": "SA",
  "United Arab Emirates": "AE",
  Qatar: "QA",
  Kuwait: "KW",
  Egypt: "EG",
  "South Africa": "ZA",
  Nigeria: "NG",
  Kenya: "KE",
  Canada: "CA",
  Mexico: "MX",
  Brazil: "BR",
  Argentina: "AR",
  Chile: "CL",
  Colombia: "CO",
  Peru: "PE",
  Australia: "AU",
  "New Zealand": "NZ",
  India: "IN",
  Indonesia: "ID",
  Malaysia: "MY",
  Philippines: "PH",
  Singapore: "SG",
  Thailand: "TH",
  Vietnam: "VN",
  "South Korea": "KR",
  Taiwan: "TW",
  "Hong Kong": "HK",
  Pakistan: "PK",
  Iceland: "IS",
};

/** ISO's code for "unknown or unspecified" (CLDR's Unknown Region): a name no table and no ICU name matches. */
export const UNKNOWN_COUNTRY = "ZZ";

const normalized = (name: string) =>
  name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, " ")
    .replace(/^the /, "")
    .trim();

const byName = new Map(Object.entries(CODES).map(([name, code]) => [normalized(name), code]));
let byIcuName: Map<string, string> | undefined;

/** Every region ICU names in English, by that name: "Bahrain" → "BH", "Sri Lanka" → "LK". Built once, on first need. */
function icuNames(): Map<string, string> {
  if (byIcuName) return byIcuName;
  byIcuName = new Map();
  const names = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  for (let first = 65; first <= 90; first += 1) {
    for (let second = 65; second <= 90; second += 1) {
      const code = String.fromCharCode(first, second);
      let name: string | undefined;
      try {
        name = names.of(code);
      } catch {
        name = undefined;
      }
      if (name && name !== code && !byIcuName.has(normalized(name))) byIcuName.set(normalized(name), code);
    }
  }
  return byIcuName;
}

/**
 * The ISO 3166 alpha-2 code of a country as Nasdaq names it ("United States" → "US", "Euro Zone" → "EU"). A name the
 * table lacks is looked up among ICU's English region names; one nobody knows is UNKNOWN_COUNTRY, so its events are
 * still stored and shown under the source's own name (the event's country_name) rather than dropped.
 */
export function countryCodeOf(name: string): string {
  const key = normalized(name);
  return byName.get(key) ?? icuNames().get(key) ?? UNKNOWN_COUNTRY;
}
