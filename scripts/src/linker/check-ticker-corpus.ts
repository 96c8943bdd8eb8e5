/**
 * `npm run check:ticker-corpus`: what is wrong with the labelled ticker corpus (core/data/ticker-corpus), and how
 * much of each kind it holds per file. Exits 1 on any problem.
 */
import { loadTickerCorpus, type TickerExample } from "@tradewire/core/testing/ticker-corpus";
import { loadTickerListings } from "@tradewire/workers/classification/ticker-dictionary";

export function tickerCorpusProblems(examples: readonly TickerExample[], symbols: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const byText = new Map<string, string>();
  for (const example of examples) {
    const unknown = example.tickers.filter((ticker) => !symbols.has(ticker));
    if (unknown.length) problems.push(`${example.id}: not in the ticker dictionary: ${unknown.join(", ")}`);
    if (new Set(example.tickers).size !== example.tickers.length) problems.push(`${example.id}: a ticker is listed twice`);
    const key = example.text.trim().toLowerCase();
    const twin = byText.get(key);
    if (twin) problems.push(`${example.id}: the same text as ${twin}`);
    else byText.set(key, example.id);
  }
  return problems;
}

if (import.meta.main ?? process.argv[1]?.endsWith("check-ticker-corpus.ts")) {
  const corpus = loadTickerCorpus();
  const symbols = new Set(loadTickerListings().map((listing) => listing.ticker));
  const problems = [...corpus.problems, ...tickerCorpusProblems(corpus.examples, symbols)];
  const areas = [...new Set(corpus.examples.map((example) => example.area))];
  for (const area of areas) {
    const of = corpus.examples.filter((example) => example.area === area);
    console.log(`${area.padEnd(28)} ${String(of.length).padStart(5)} headlines, ${String(of.filter((e) => e.tickers.length).length).padStart(4)} naming companies, ${String(of.filter((e) => e.traps.length).length).padStart(4)} with traps`);
  }
  const all = corpus.examples;
  console.log(`${"all".padEnd(28)} ${String(all.length).padStart(5)} headlines, ${String(all.filter((e) => e.tickers.length).length).padStart(4)} naming companies, ${String(all.filter((e) => e.traps.length).length).padStart(4)} with traps`);
  for (const problem of problems) console.log(`problem: ${problem}`);
  process.exit(problems.length ? 1 : 0);
}
