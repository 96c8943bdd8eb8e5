import type { TickerExample } from "@tradewire/core/testing/ticker-corpus";

/** Named-ticker precision and recall over (headline, ticker) pairs: a headline naming two companies counts twice. */
export interface LinkerMetrics {
  headlines: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  precision: number;
  recall: number;
  /** Headlines with a trap where a symbol was linked that the headline does not name. */
  trapsTaken: number;
  trapHeadlines: number;
}

export interface LinkerMiss {
  example: TickerExample;
  linked: string[];
  /** Linked but not named. */
  extra: string[];
  /** Named but not linked. */
  missed: string[];
}

export function linkerMetrics(examples: readonly TickerExample[], link: (text: string) => readonly string[]): { metrics: LinkerMetrics; misses: LinkerMiss[] } {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  let trapsTaken = 0;
  const misses: LinkerMiss[] = [];
  for (const example of examples) {
    const linked = [...new Set(link(example.text))];
    const named = new Set(example.tickers);
    const extra = linked.filter((ticker) => !named.has(ticker));
    const missed = example.tickers.filter((ticker) => !linked.includes(ticker));
    truePositives += linked.length - extra.length;
    falsePositives += extra.length;
    falseNegatives += missed.length;
    if (example.traps.length && extra.length) trapsTaken++;
    if (extra.length || missed.length) misses.push({ example, linked, extra, missed });
  }
  const ratio = (part: number, whole: number) => (whole ? part / whole : 1);
  return {
    metrics: {
      headlines: examples.length,
      truePositives,
      falsePositives,
      falseNegatives,
      precision: ratio(truePositives, truePositives + falsePositives),
      recall: ratio(truePositives, truePositives + falseNegatives),
      trapsTaken,
      trapHeadlines: examples.filter((example) => example.traps.length).length,
    },
    misses,
  };
}

export function formatLinkerMetrics(name: string, { headlines, precision, recall, truePositives, falsePositives, falseNegatives, trapsTaken, trapHeadlines }: LinkerMetrics): string {
  return `${name.padEnd(34)} n=${String(headlines).padStart(4)}  precision ${precision.toFixed(3)}  recall ${recall.toFixed(3)}  (tp ${truePositives}, fp ${falsePositives}, fn ${falseNegatives}; traps taken in ${trapsTaken} of ${trapHeadlines} trap headlines)`;
}
