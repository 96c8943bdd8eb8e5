import { existsSync, readdirSync, readFileSync } from "node:fs";
import { impacts, type Impact } from "../wire-constants";
import { corpusSplit } from "../domain/classify/corpus-split";

/** One labelled headline of core/data/impact-corpus/<kind>.jsonl. */
export interface CorpusExample {
  id: string;
  /** The headline. */
  text: string;
  summary: string;
  label: Impact;
  kind: string;
}

export const IMPACT_CORPUS_DIR = new URL("../../data/impact-corpus/", import.meta.url);
/** Admin corrections exported to a file for training (the database table is the usual source), one JSON line each: {"id"?, "title" or "text", "summary"?, "label" or "impact"}. */
export const IMPACT_CORRECTIONS_FILE = new URL("../../data/impact-corrections.jsonl", import.meta.url);

export interface LoadedCorpus {
  examples: CorpusExample[];
  /** Lines that were not a complete, valid example (a file still being written ends in one). */
  skipped: number;
  /** Later lines whose id an earlier line already had. */
  duplicates: number;
  files: string[];
}

function isImpact(value: unknown): value is Impact {
  return typeof value === "string" && (impacts as readonly string[]).includes(value);
}

function parseLine(line: string, fallbackKind: string): CorpusExample | null {
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof json !== "object" || json === null) return null;
  const text = typeof json.text === "string" ? json.text : typeof json.title === "string" ? json.title : null;
  const label = isImpact(json.label) ? json.label : isImpact(json.impact) ? json.impact : null;
  if (typeof json.id !== "string" || !text?.trim() || !label) return null;
  return { id: json.id, text, summary: typeof json.summary === "string" ? json.summary : "", label, kind: typeof json.kind === "string" ? json.kind : fallbackKind };
}

function readLines(file: URL, kind: string, into: LoadedCorpus, seen: Set<string>, idPrefix?: string): void {
  let number = 0;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    number++;
    if (!line.trim()) continue;
    const example = parseLine(idPrefix && !line.includes('"id"') ? line.replace(/^\s*\{/, `{"id":"${idPrefix}${number}",`) : line, kind);
    if (!example) into.skipped++;
    else if (seen.has(example.id)) into.duplicates++;
    else {
      seen.add(example.id);
      into.examples.push(example);
    }
  }
}

/** Every labelled example of the corpus directory, files in name order, lines in file order, each id once. */
export function loadImpactCorpus(dir: URL = IMPACT_CORPUS_DIR): LoadedCorpus {
  const corpus: LoadedCorpus = { examples: [], skipped: 0, duplicates: 0, files: [] };
  if (!existsSync(dir)) return corpus;
  const seen = new Set<string>();
  for (const name of readdirSync(dir).filter((name) => name.endsWith(".jsonl")).sort()) {
    corpus.files.push(name);
    readLines(new URL(name, dir), name.replace(/\.jsonl$/, ""), corpus, seen);
  }
  return corpus;
}

/** Admin corrections, if any have been exported; null when there is no corrections file. Corrections are train-only. */
export function loadImpactCorrectionsFile(file: URL = IMPACT_CORRECTIONS_FILE): LoadedCorpus | null {
  if (!existsSync(file)) return null;
  const corrections: LoadedCorpus = { examples: [], skipped: 0, duplicates: 0, files: [file.pathname] };
  readLines(file, "correction", corrections, new Set(), "correction-");
  return corrections;
}

/** The corpus split by the stable hash of each id. */
export function splitCorpus(examples: readonly CorpusExample[]): { train: CorpusExample[]; heldout: CorpusExample[] } {
  const train: CorpusExample[] = [];
  const heldout: CorpusExample[] = [];
  for (const example of examples) (corpusSplit(example.id) === "train" ? train : heldout).push(example);
  return { train, heldout };
}
