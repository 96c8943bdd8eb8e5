import { normaliseSymbol } from "../classify/ticker-index";
import { tokenize } from "../classify/tokenize";

/** One word of a question as the desk reads it. */
export interface DeskWord {
  /** As written, a possessive dropped ("NVDA's" is NVDA). */
  text: string;
  lower: string;
  /** Written as a cashtag: $NVDA. */
  cashtag: boolean;
  /** Written after a lone "-": the web-search syntax for "without this word". */
  negated: boolean;
}

const POSSESSIVE = /['’]s$/i;
/** A symbol as listings write it: BRK.B, and BRK-B or BRK/B as people do. */
const SYMBOL_SHAPE = /^[A-Za-z]{1,5}(?:[./-][A-Za-z]{1,2})?$/;
const UPPER_CASE_SYMBOL = /^[A-Z]{1,5}(?:[./-][A-Z]{1,2})?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const SPACE_BEFORE = /[\s("']/;
/** BRK/B as people write it; read as BRK.B, which the tokenizer keeps whole. Same length, so positions hold. */
const SLASHED_SYMBOL = /\b([A-Z]{1,5})\/([A-Z]{1,2})\b/g;

/**
 * Capitalised words of ordinary questions that are not meant as tickers even where a listing spells so (A is Agilent,
 * DOW is Dow Inc., not the index): titles, institutions, currencies, figures and clock words. A cashtag still names one.
 */
const NOT_TICKERS = new Set(
  (
    "I A US USA U.S UK U.K EU E.U UN UAE CEO CFO CTO COO CIO IPO IPOS GDP CPI PPI PCE PMI ECB BOJ BOE IMF WTO NATO OPEC " +
    "SEC FTC DOJ FDA EPA FAA USD EUR GBP JPY CNY FX ETF ETFS YTD FY EPS OK AM PM UTC GMT ET EST EDT PST NYSE DOW TV"
  ).split(" "),
);

/**
 * The question's words, in order. Hyphenated words are taken apart ("high-impact", "middle-east"), except symbols
 * (BRK-B) and dates (2026-01-05), which are one word each.
 */
export function deskWords(written: string): DeskWord[] {
  const question = written.replace(SLASHED_SYMBOL, "$1.$2");
  const words: DeskWord[] = [];
  for (const token of tokenize(question)) {
    const before = question[token.start - 1];
    const cashtag = before === "$";
    const negated = before === "-" && (token.start === 1 || SPACE_BEFORE.test(question[token.start - 2]!));
    const text = token.text.replace(POSSESSIVE, "");
    const parts = SYMBOL_SHAPE.test(text) || ISO_DATE.test(text) ? [text] : text.split("-").filter(Boolean);
    parts.forEach((part, index) =>
      words.push({ text: part, lower: part.toLowerCase().replace(/’/g, "'"), cashtag: cashtag && index === 0, negated: negated && index === 0 }),
    );
  }
  return words;
}

/**
 * The symbol a word may stand for: any cashtag shaped like a symbol, or a symbol written in capitals that is not an
 * ordinary word (see NOT_TICKERS). Whether it is listed is for the caller to say.
 */
export function symbolOf(word: DeskWord): string | undefined {
  if (word.negated) return undefined;
  if (word.cashtag) return SYMBOL_SHAPE.test(word.text) ? normaliseSymbol(word.text) : undefined;
  if (!UPPER_CASE_SYMBOL.test(word.text)) return undefined;
  const symbol = normaliseSymbol(word.text);
  return NOT_TICKERS.has(symbol) ? undefined : symbol;
}
