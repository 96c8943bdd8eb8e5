import { readFileSync } from "node:fs";
import { createTickerIndex, type TickerIndex, type TickerListing } from "@tradewire/core/domain/classify/index";
import { z } from "zod";

/** Built by scripts/src/build-ticker-dictionary.ts and committed, so nothing outside the repo is read at run time. */
const DICTIONARY_FILE = new URL("../../data/ticker-dictionary.json", import.meta.url);
/** Which words of the listed names are everyday English words or proper nouns: built with the dictionary. */
const NAME_WORDS_FILE = new URL("../../data/name-words.json", import.meta.url);

const nameWordsSchema = z.object({ word: z.array(z.string()), proper: z.array(z.string()) });

const tickerListingSchema = z.object({
  ticker: z.string().min(1),
  company: z.string().min(1),
  exchange: z.string().nullable(),
  sector: z.string().nullable(),
  country: z.string().nullable(),
  marketCap: z.number().nullable(),
  aliases: z.array(z.string()),
}) satisfies z.ZodType<TickerListing>;

let listings: TickerListing[] | undefined;
let index: TickerIndex | undefined;

/** The bundled listings, read and checked once per process. */
export function loadTickerListings(): TickerListing[] {
  listings ??= z.array(tickerListingSchema).parse(JSON.parse(readFileSync(DICTIONARY_FILE, "utf8")));
  return listings;
}

/** The index every classification shares; building it takes tens of milliseconds, so once per process. */
export function loadTickerIndex(): TickerIndex {
  if (!index) {
    const words = nameWordsSchema.parse(JSON.parse(readFileSync(NAME_WORDS_FILE, "utf8")));
    index = createTickerIndex(loadTickerListings(), { word: new Set(words.word), proper: new Set(words.proper) });
  }
  return index;
}
