/**
 * `npm run check:ticker-corpus`: what is wrong with the labelled ticker corpus (core/data/ticker-corpus), and how
 * much of each kind it holds per file. Exits 1 on any problem.
 */
import { loadTickerCorpus } from "@tradewire/core/testing/ticker-corpus";
import { loadTickerListings } from "@tradewire/workers/classification/ticker-dictionary";
import { tickerCorpusProblems } from "./ticker-corpus-problems";

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
