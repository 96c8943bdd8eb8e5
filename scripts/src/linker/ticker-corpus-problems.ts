import type { TickerExample } from "@tradewire/core/testing/ticker-corpus";

/** What is wrong with labelled examples beyond their format: unknown or repeated symbols, and repeated headlines. */
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
