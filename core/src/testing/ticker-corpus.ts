import { existsSync, readdirSync, readFileSync } from "node:fs";
import { corpusSplit } from "../domain/classify/corpus-split";

/**
 * One labelled headline of core/data/ticker-corpus/<area>.jsonl: the US-listed companies it names, and the words in
 * it that look like a listed company's name but mean something else (a person, a place, a ship, an idiom).
 */
export interface TickerExample {
  id: string;
  text: string;
  /** Symbols of the companies the headline names, as in workers/data/ticker-dictionary.json. */
  tickers: string[];
  /** Spans of the text that share a listed company's name without naming it ("Nikola Tesla", "Meta-analysis"). */
  traps: string[];
  /** The file it came from, without .jsonl. */
  area: string;
}

export interface LoadedTickerCorpus {
  examples: TickerExample[];
  /** "file:line: what is wrong", for every line that is not a valid example. */
  problems: string[];
}

export const TICKER_CORPUS_DIR = new URL("../../data/ticker-corpus/", import.meta.url);

const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === "string" && item.trim() !== "");

function parseExample(line: string, area: string): TickerExample | string {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return "not valid JSON";
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) return "not a JSON object";
  const { id, text, tickers, traps } = json as Record<string, unknown>;
  if (typeof id !== "string" || !id.trim()) return "id must be a non-empty string";
  if (typeof text !== "string" || !text.trim()) return `${id}: text must be a non-empty string`;
  if (!isStringList(tickers)) return `${id}: tickers must be a list of symbols`;
  if (!isStringList(traps)) return `${id}: traps must be a list of spans of the text`;
  const missing = traps.find((trap) => !text.includes(trap));
  if (missing) return `${id}: trap "${missing}" is not in the text`;
  return { id, text, tickers, traps, area };
}

/** Every example of the corpus directory, files in name order, each id once; with every problem found. */
export function loadTickerCorpus(dir: URL = TICKER_CORPUS_DIR): LoadedTickerCorpus {
  const corpus: LoadedTickerCorpus = { examples: [], problems: [] };
  if (!existsSync(dir)) return corpus;
  const seen = new Set<string>();
  for (const name of readdirSync(dir).filter((file) => file.endsWith(".jsonl")).sort()) {
    const area = name.replace(/\.jsonl$/, "");
    readFileSync(new URL(name, dir), "utf8")
      .split("\n")
      .forEach((line, index) => {
        if (!line.trim()) return;
        const example = parseExample(line, area);
        if (typeof example === "string") corpus.problems.push(`${name}:${index + 1}: ${example}`);
        else if (seen.has(example.id)) corpus.problems.push(`${name}:${index + 1}: id ${example.id} is used twice`);
        else {
          seen.add(example.id);
          corpus.examples.push(example);
        }
      });
  }
  return corpus;
}

/** Train (80 %) or held out (20 %) by the stable hash of each id, as the impact corpus is split. */
export function splitTickerCorpus(examples: readonly TickerExample[]): { train: TickerExample[]; heldout: TickerExample[] } {
  const train: TickerExample[] = [];
  const heldout: TickerExample[] = [];
  for (const example of examples) (corpusSplit(example.id) === "train" ? train : heldout).push(example);
  return { train, heldout };
}
