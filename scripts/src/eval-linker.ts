/**
 * `npm run eval:linker [-- --misses]`: named-ticker precision and recall of the ticker linker on the held-out split
 * of core/data/ticker-corpus (20 % by a hash of each id; nothing is tuned on it), per area and in all, and on the
 * labelled headlines the rules were written against. `--misses` lists every held-out headline it gets wrong.
 */
import { linkTickers } from "@tradewire/core/domain/classify/link-tickers";
import { headlineTokens, nameCandidates } from "@tradewire/core/domain/classify/name-mentions";
import { symbolMentions } from "@tradewire/core/domain/classify/symbol-mentions";
import { labelledHeadlines } from "@tradewire/core/testing/labelled-headlines";
import { loadTickerCorpus, splitTickerCorpus, type TickerExample } from "@tradewire/core/testing/ticker-corpus";
import { loadLinkerModel } from "@tradewire/workers/classification/linker-model-file";
import { loadTickerIndex } from "@tradewire/workers/classification/ticker-dictionary";
import { formatLinkerMetrics, linkerMetrics } from "./linker/linker-metrics";

const index = loadTickerIndex();
const model = loadLinkerModel();
if (!model) {
  console.error("no linker model yet: run npm run train:linker");
  process.exit(1);
}
const link = (text: string) => linkTickers(text, index, model);
const byRules = (text: string) => linkTickers(text, index, null);
const corpus = loadTickerCorpus();
if (corpus.problems.length) {
  console.error(`the ticker corpus has ${corpus.problems.length} problems: run npm run check:ticker-corpus`);
  process.exit(1);
}
const { train, heldout } = splitTickerCorpus(corpus.examples);
console.log(`ticker corpus: ${corpus.examples.length} headlines (train ${train.length}, held out ${heldout.length})\n`);

const { metrics, misses } = linkerMetrics(heldout, link);
console.log(formatLinkerMetrics("held-out split, model", metrics));
console.log(formatLinkerMetrics("held-out split, rules alone", linkerMetrics(heldout, byRules).metrics));
// No linker can link a name the dictionary's index does not put forward: this bounds the recall.
const named = heldout.flatMap((example) => example.tickers.map((ticker) => ({ ticker, text: example.text })));
const found = named.filter(({ ticker, text }) => [...nameCandidates(text, headlineTokens(text), index), ...symbolMentions(text, index)].some((mention) => mention.ticker === ticker));
console.log(`  named companies put forward as candidates: ${found.length} of ${named.length} (${(found.length / named.length).toFixed(3)}), the recall's ceiling`);
for (const area of [...new Set(heldout.map((example) => example.area))]) {
  console.log(formatLinkerMetrics(`  ${area}`, linkerMetrics(heldout.filter((example) => example.area === area), link).metrics));
}
const older: TickerExample[] = labelledHeadlines
  .filter((headline) => headline.tickers)
  .map((headline, i) => ({ id: `labelled-${i}`, text: headline.summary ? `${headline.title}\n${headline.summary}` : headline.title, tickers: headline.tickers!, traps: [], area: "labelled" }));
console.log(formatLinkerMetrics("labelled headlines (rules tuned on)", linkerMetrics(older, link).metrics));

if (process.argv.includes("--misses")) {
  console.log("\nmisses on the held-out split (named -> linked):");
  for (const { example, linked, extra, missed } of misses) {
    console.log(`  [${example.id}] ${example.text}\n      named ${JSON.stringify(example.tickers)} linked ${JSON.stringify(linked)}${missed.length ? ` missed ${missed.join(",")}` : ""}${extra.length ? ` extra ${extra.join(",")}` : ""}`);
  }
}
