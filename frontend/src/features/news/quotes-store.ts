import { create } from "zustand";
import { QUOTES_PER_REQUEST, quotesSchema, type Quote } from "@tradewire/core/schemas/quotes";
import { apiRequest } from "../../api/client";
import { onQuotesUpdated } from "../../realtime/quotes-updated";

interface QuotesState {
  /** The latest quote of each symbol asked for or pushed. */
  bySymbol: Readonly<Record<string, Quote>>;
}

interface QuotesActions {
  /** Fetches the quotes of the symbols not asked for yet (members only); a failed request is asked again next time. */
  want: (symbols: readonly string[]) => Promise<void>;
  /** Quotes from an answer or a push: each replaces the one held unless that one is newer. */
  receive: (quotes: readonly Quote[]) => void;
  /** Starts taking `quote.updated` pushes; returns the function that stops it. */
  follow: () => () => void;
  reset: () => void;
}

/** Symbols asked for (answered or on the way), so a feed that grows asks only for its new tickers. */
const asked = new Set<string>();

const fetchQuotes = (symbols: readonly string[]) =>
  apiRequest(`/api/quotes?symbols=${encodeURIComponent(symbols.join(","))}`, { schema: quotesSchema });

/** The prices on the feed's ticker chips: fetched once per symbol, then kept current by pushes. */
export const useQuotesStore = create<QuotesState & QuotesActions>()((set, get) => ({
  bySymbol: {},
  want: async (symbols) => {
    const fresh = [...new Set(symbols)].filter((symbol) => !asked.has(symbol));
    for (let start = 0; start < fresh.length; start += QUOTES_PER_REQUEST) {
      const chunk = fresh.slice(start, start + QUOTES_PER_REQUEST);
      for (const symbol of chunk) asked.add(symbol);
      try {
        get().receive(await fetchQuotes(chunk));
      } catch {
        for (const symbol of chunk) asked.delete(symbol);
      }
    }
  },
  receive: (quotes) =>
    set((state) => {
      const bySymbol = { ...state.bySymbol };
      for (const quote of quotes) {
        const held = bySymbol[quote.symbol];
        if (!held || Date.parse(held.as_of) <= Date.parse(quote.as_of)) bySymbol[quote.symbol] = quote;
      }
      return { bySymbol };
    }),
  follow: () => onQuotesUpdated(({ quotes }) => get().receive(quotes)),
  reset: () => {
    asked.clear();
    set({ bySymbol: {} });
  },
}));
