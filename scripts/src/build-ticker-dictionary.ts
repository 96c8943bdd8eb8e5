/**
 * Builds workers/data/ticker-dictionary.json from the exchange listings and the S&P 500 list:
 * `npx tsx scripts/src/build-ticker-dictionary.ts [listings-dir]` (default ../shared/data/tickers from
 * the repo root). The output is committed so nothing reads the shared data at run time.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { companyShortName } from "@tradewire/core/domain/classify/company-short-name";
import type { TickerListing } from "@tradewire/core/domain/classify/index";
import { tokenize } from "@tradewire/core/domain/classify/tokenize";
import { handAliases, handListings, officialCompanyNames } from "./ticker-dictionary-additions";

/** Every S&P 500 member plus the largest other listings, so headlines about mid caps still resolve. */
const STOCK_COUNT = 3000;

interface ScreenerRow {
  symbol: string;
  name: string;
  marketCap: string;
  country: string;
  sector: string;
}

interface Sp500Member {
  symbol: string;
  security: string;
  sector: string;
  headquarters: string;
}

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const sourceDir = resolve(repoRoot, process.argv[2] ?? "../shared/data/tickers");
const outputFile = resolve(repoRoot, "workers/data/ticker-dictionary.json");
const nameWordsFile = resolve(repoRoot, "workers/data/name-words.json");
const ENGLISH_WORDS = "/usr/share/dict/words";

/** The screener's sectors renamed to GICS, the vocabulary of the S&P list, so one listing set speaks one language. */
const GICS_SECTOR: Record<string, string | null> = {
  Finance: "Financials",
  Technology: "Information Technology",
  Telecommunications: "Communication Services",
  "Basic Materials": "Materials",
  Miscellaneous: null,
};

/** Warrants, rights, preferreds and notes trade on the same screener but are not the company's stock. */
const NOT_COMMON_STOCK =
  /\b(?:warrants?|rights?|preferred|preference|notes?|debentures?|bonds?|subordinated|perpetual|STRATS|ZONES|corporate units?|equity units?)\b|(?<!American )deposit[ao]ry shares?|\bSeries \d|\d\s*%/i;
/** Units are SPAC units, except a partnership's units (Energy Transfer, MPLX) and ADSs of units, which are the equity. */
const UNIT = /\bunits?\b/i;
const EQUITY_UNIT = /\b(?:L\.?P\.?|LLC|Partners|limited partners?|limited liability company|American Deposit[ao]ry)\b/i;

/** What the screener appends after the company: the security's description. */
const SECURITY_DESCRIPTION =
  /\s+[-,]?\s*(?:Voting\s+)?(?:Class [A-Z]\b|Series [A-Z]\b|Common Stock|Common Shares?|Ordinary Shares?|Capital Stock|American Deposit[ao]ry Shares?|Sponsored ADR|ADRs?\b|ADS\b|Subordinate Voting|Shares of Beneficial|Common Units|Units?\b|Limited Partner|(?:New York|NY) Registry|Depositary Shares|New Common).*$/i;
/** Legal forms that end a company's name. */
const LEGAL_FORM = String.raw`(?:Inc\.?|Incorporated|Corporation|Corp\b\.?|Ltd\.|Limited|PLC|N\.V\.|AG|S\.A\.)`;
/**
 * A legal form followed by more words repeats or annotates the name ("Cinemark Holdings Inc Cinemark"), unless
 * those words are a second legal form ("Eaton Corporation PLC", "Carnival Corporation Ltd.").
 */
const LEGAL_FORM_THEN_MORE = new RegExp(String.raw`^(.*?\b${LEGAL_FORM})[,\s]+(?!\(The\)|of\b|&|and\b|de\b|International\b|(?:${LEGAL_FORM}|Ltd\b)(?:\s|$)).+$`, "i");
/** The same legal form twice ("RELX PLC PLC"). */
const REPEATED_LEGAL_FORM = new RegExp(String.raw`\b(${LEGAL_FORM})\s+\1$`, "i");
/** Abbreviated legal forms the screener writes without their full stop ("Enbridge Inc", "Levi Strauss & Co"). */
const UNDOTTED_ABBREVIATION = /(?<=\s)(Inc|Corp|Co|Ltd)(?=$|\s+(?:Inc|Corp|Co|Ltd)\b)/g;
/** Trailing notes such as "(DE)", "(New)" or "(REIT)" say where or how the company is registered. */
const TRAILING_NOTE = /\s*\((?!The\))[^()]*\)\s*$/i;

const US_STATES = new Set(
  "Alabama Alaska Arizona Arkansas California Colorado Connecticut Delaware Florida Georgia Hawaii Idaho Illinois Indiana Iowa Kansas Kentucky Louisiana Maine Maryland Massachusetts Michigan Minnesota Mississippi Missouri Montana Nebraska Nevada Ohio Oklahoma Oregon Pennsylvania Tennessee Texas Utah Vermont Virginia Washington Wisconsin Wyoming"
    .split(" ")
    .concat(["New Hampshire", "New Jersey", "New Mexico", "New York", "North Carolina", "North Dakota", "Rhode Island"])
    .concat(["South Carolina", "South Dakota", "West Virginia", "District of Columbia", "D.C."]),
);

/** S&P members the screener snapshot lacks: their exchange is not in the CSV, so it is written here. */
const MISSING_MEMBER_EXCHANGE: Record<string, string> = { AVB: "NYSE", EQR: "NYSE", CBOE: "CBOE" };

function readScreener(exchange: string): Array<ScreenerRow & { exchange: string }> {
  const rows = JSON.parse(readFileSync(resolve(sourceDir, `${exchange.toLowerCase()}_listings.json`), "utf8")) as ScreenerRow[];
  return rows.map((row) => ({ ...row, symbol: row.symbol.trim(), exchange }));
}

/** A minimal RFC 4180 reader: the S&P file quotes the headquarters column ("Saint Paul, Minnesota"). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = "";
  };
  const endRow = () => {
    endField();
    if (row.some(Boolean)) rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted) {
      field += char;
    } else if (char === ",") {
      endField();
    } else if (char === "\n") {
      endRow();
    } else if (char !== "\r") {
      field += char;
    }
  }
  endRow();
  return rows;
}

function readSp500(): Sp500Member[] {
  const [header, ...rows] = parseCsv(readFileSync(resolve(sourceDir, "sp500_constituents.csv"), "utf8"));
  const column = (name: string) => {
    const index = header?.indexOf(name) ?? -1;
    if (index < 0) throw new Error(`sp500_constituents.csv has no ${name} column`);
    return index;
  };
  const [symbol, security, sector, headquarters] = ["Symbol", "Security", "GICS Sector", "Headquarters Location"].map(column);
  return rows.map((cells) => ({
    symbol: cells[symbol!] ?? "",
    security: cells[security!] ?? "",
    sector: cells[sector!] ?? "",
    headquarters: cells[headquarters!] ?? "",
  }));
}

/** BRK/B on the screener, BRK.B in the S&P list: one spelling, the dotted one. */
function normaliseSymbol(symbol: string): string | null {
  const match = /^([A-Z]{1,5})(?:[./-]([A-Z]))?$/.exec(symbol);
  return match ? (match[2] ? `${match[1]}.${match[2]}` : match[1]!) : null;
}

function companyName(screenerName: string): string {
  let name = screenerName
    .replace(/\s+/g, " ")
    .replace(/^(?:D\/B\/A|DBA) /, "")
    .replace(/ Trading under the .*$/, "")
    .replace(/ Public Limited Company\b/, " plc")
    .replace(SECURITY_DESCRIPTION, "")
    .replace(LEGAL_FORM_THEN_MORE, "$1")
    .trim();
  while (TRAILING_NOTE.test(name)) name = name.replace(TRAILING_NOTE, "");
  name = name
    .replace(/[\s,-]+$/, "")
    .replace(REPEATED_LEGAL_FORM, "$1")
    .replace(UNDOTTED_ABBREVIATION, "$1.")
    .replace(/\b(plc|PLC)\.$/, "$1")
    .replace(/(?<=\S) Of (?=\S)/g, " of ");
  const theSuffix = /^(.*?)\s*\(The\)(.*)$/.exec(name);
  return theSuffix ? `The ${theSuffix[1]}${theSuffix[2]}`.trim() : name;
}

function countryOf(headquarters: string): string | null {
  const place = headquarters.split(",").at(-1)?.trim();
  if (!place) return null;
  return US_STATES.has(place) ? "United States" : place;
}

function buildListings(): TickerListing[] {
  const sp500 = new Map(readSp500().map((member) => [normaliseSymbol(member.symbol) ?? member.symbol, member]));
  const stocks = new Map<string, TickerListing>();
  for (const row of ["NYSE", "NASDAQ", "AMEX"].flatMap(readScreener)) {
    const ticker = normaliseSymbol(row.symbol);
    if (!ticker || NOT_COMMON_STOCK.test(row.name) || (UNIT.test(row.name) && !EQUITY_UNIT.test(row.name))) continue;
    const member = sp500.get(ticker);
    const marketCap = Number.parseFloat(row.marketCap);
    stocks.set(ticker, {
      ticker,
      company: companyName(row.name),
      exchange: row.exchange,
      sector: member?.sector || (row.sector in GICS_SECTOR ? GICS_SECTOR[row.sector]! : row.sector || null),
      country: row.country || null,
      marketCap: Number.isFinite(marketCap) && marketCap > 0 ? Math.round(marketCap) : null,
      aliases: [],
    });
  }
  for (const [ticker, member] of sp500) {
    if (stocks.has(ticker)) continue;
    stocks.set(ticker, {
      ticker,
      company: member.security,
      exchange: MISSING_MEMBER_EXCHANGE[ticker] ?? null,
      sector: member.sector || null,
      country: countryOf(member.headquarters),
      marketCap: null,
      aliases: [],
    });
  }
  const members = [...stocks.values()].filter((listing) => sp500.has(listing.ticker));
  const others = [...stocks.values()]
    .filter((listing) => !sp500.has(listing.ticker) && listing.marketCap !== null)
    .sort((a, b) => b.marketCap! - a.marketCap!)
    .slice(0, Math.max(0, STOCK_COUNT - members.length));
  const listings = new Map([...members, ...others, ...handListings].map((listing) => [listing.ticker, { ...listing }]));
  for (const [ticker, company] of Object.entries(officialCompanyNames)) {
    const listing = listings.get(ticker);
    if (!listing) throw new Error(`official name for ${ticker}, which is not in the dictionary`);
    listing.company = company;
  }
  for (const [ticker, aliases] of Object.entries(handAliases)) {
    const listing = listings.get(ticker);
    if (!listing) throw new Error(`alias target ${ticker} is not in the dictionary`);
    // Kept even when it equals the listing's own name: a reviewed alias says which of two listings of one name is meant.
    listing.aliases = [...new Set(aliases)];
  }
  return [...listings.values()].sort((a, b) => (a.ticker < b.ticker ? -1 : a.ticker > b.ticker ? 1 : 0));
}

/**
 * The words of the listed names an English dictionary knows (Debian's wamerican, /usr/share/dict/words), as everyday
 * words or only as proper nouns: the linker model weighs "Target" and "Texas" otherwise than "Nvidia".
 */
function nameWordKinds(listings: readonly TickerListing[]): { source: string; word: string[]; proper: string[] } {
  let dictionary: string[];
  try {
    dictionary = readFileSync(ENGLISH_WORDS, "utf8").split("\n");
  } catch {
    throw new Error(`${ENGLISH_WORDS} is missing: install Debian's wamerican (apt-get install wamerican)`);
  }
  const everyday = new Set(dictionary.filter((entry) => entry && entry === entry.toLowerCase()));
  const proper = new Set(dictionary.filter((entry) => entry !== entry.toLowerCase()).map((entry) => entry.toLowerCase()));
  const nameWords = new Set(
    listings.flatMap((listing) =>
      [companyShortName(listing.company), ...listing.aliases].flatMap((name) => tokenize(name).flatMap((token) => token.text.replace(/['’]s$/i, "").toLowerCase().split("-"))),
    ),
  );
  const sorted = (words: Iterable<string>) => [...words].sort();
  return {
    source: `${ENGLISH_WORDS} (Debian wamerican)`,
    word: sorted([...nameWords].filter((word) => everyday.has(word))),
    proper: sorted([...nameWords].filter((word) => !everyday.has(word) && proper.has(word))),
  };
}

const listings = buildListings();
writeFileSync(outputFile, `[\n${listings.map((listing) => JSON.stringify(listing)).join(",\n")}\n]\n`);
process.stdout.write(`wrote ${listings.length} listings to ${outputFile}\n`);
const kinds = nameWordKinds(listings);
writeFileSync(nameWordsFile, `${JSON.stringify(kinds, null, 1)}\n`);
process.stdout.write(`wrote ${kinds.word.length} everyday and ${kinds.proper.length} proper name words to ${nameWordsFile}\n`);
