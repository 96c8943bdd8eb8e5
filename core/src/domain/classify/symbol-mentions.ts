import { findListing, type TickerIndex } from "./ticker-index";
import type { TickerMention } from "./ticker-mention";

const SYMBOL = String.raw`[A-Z]{1,5}(?:[./-][A-Z]{1,2})?`;

/**
 * Places where an upper-case word is certainly a symbol: a cashtag ($TSLA), an exchange prefix
 * ("(NYSE: XOM)", "Nasdaq:AAPL") or a Reuters instrument code ("(AAPL.O)"). Elsewhere ALL, IT, ON
 * or NOW are words.
 */
const SYMBOL_CONTEXTS: readonly (readonly [mark: string, pattern: RegExp])[] = [
  ["$", new RegExp(String.raw`(?<![\w$])\$(${SYMBOL})(?!\w)`, "g")],
  [
    ":",
    new RegExp(
      String.raw`\b(?:NYSE(?:\s?(?:American|Arca|MKT))?|NYSEARCA|NYSEAMERICAN|NASDAQ(?:GS|GM|CM)?|Nasdaq(?:\s?(?:GS|GM|CM))?|AMEX|Cboe(?:\s?BZX)?|CBOE|BATS)\s?:\s?(${SYMBOL})(?!\w)`,
      "g",
    ),
  ],
  [")", /\(([A-Z]{1,5})\.(?:N|O|OQ|A|K|P)\)/g],
];

/** Symbols written as symbols; ones the dictionary does not list are left out, since nothing could be shown for them. */
export function symbolMentions(text: string, index: TickerIndex): TickerMention[] {
  const mentions: TickerMention[] = [];
  // Each pattern needs its mark ("$", ":", ")"), which most headlines lack: no regex runs on them.
  for (const [mark, pattern] of SYMBOL_CONTEXTS) {
    if (!text.includes(mark)) continue;
    for (const match of text.matchAll(pattern)) {
      const listing = findListing(index, match[1]!);
      if (listing) mentions.push({ ticker: listing.ticker, start: match.index });
    }
  }
  return mentions;
}
