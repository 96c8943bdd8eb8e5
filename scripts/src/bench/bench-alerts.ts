import { AlertIndex, alertFires, compileRule, keywordWords, parseKeywordQuery, prepareItem, type AlertItem, type AlertRule, type KeywordQuery, type PreparedItem } from "@tradewire/core/domain/alerts/index";
import { relatedTickers } from "@tradewire/core/domain/classify/related-tickers";
import { alertRuleFixture } from "@tradewire/core/testing/alert-rule-fixture";
import { impacts } from "@tradewire/core/wire-constants";
import { loadTickerListings } from "@tradewire/workers/classification/ticker-dictionary";
import { loadReplaySet } from "@tradewire/workers/replay/replay-set";
import { fmt, percentile, report } from "./measure";

const ALERTS = 100_000;
const ROUNDS = 7;

/** A seeded generator, so every run measures the same alerts. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

/**
 * One story matched against 100,000 alerts, per story in ms (p50 and p99 over every replay story, each
 * story's own figure the median of ROUNDS runs), against a linear scan of the same alerts with the same
 * alertFires: the index's worth. Both answer positions in a reused typed array; the last line adds what
 * match() spends turning them into alert objects for the processor. Alerts are drawn like real ones (issue
 * 23's mix): 40% name 1-3 tickers of the dictionary, 10% name tickers and opt in to related ones (one of
 * them a ticker the replay stories relate, USO, XLE...), 25% 1-2 topic tags, 10% keywords alone (a word
 * that at most 1 replay story in 20 holds, or two such words of one story as a phrase; 30% with "-opinion"), 3% tags and keywords, 2% catch-alls with a minimum
 * impact, 10% market alerts. Stories carry their related tickers and title + summary. The answer's own
 * size bounds the ratio at p99.
 */
export async function benchAlerts() {
  const next = random(20261123);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const stories = loadReplaySet();
  const tags = [...new Set(stories.flatMap((story) => story.tags))];
  // The most traded names: alerts crowd on them, which is the index's hard case.
  const relatedSymbols = [...new Set(stories.flatMap((story) => relatedTickers(story.tags, story.tickers)))];
  const symbols = loadTickerListings()
    .sort((a, b) => (b.marketCap ?? 0) - (a.marketCap ?? 0))
    .slice(0, 3_000)
    .map((listing) => listing.ticker);
  // Keyword queries as traders write them: a distinctive word of some story (one that at most 1 story in 20
  // holds: "Hormuz", not "said"), or a phrase that starts with one, now and then with a word left out.
  const wordsOf = stories.map((story) => keywordWords(`${story.title} ${story.summary}`));
  const storiesWith = new Map<string, number>();
  for (const words of wordsOf) for (const word of new Set(words)) storiesWith.set(word, (storiesWith.get(word) ?? 0) + 1);
  const distinctive = (word: string) => word.length > 3 && storiesWith.get(word)! <= stories.length / 20;
  const storyWords = wordsOf.map((words) => words.filter(distinctive)).filter((words) => words.length > 1);
  const keywordQuery = () => {
    const words = pick(storyWords);
    const at = Math.floor(next() * Math.max(1, words.length - 1));
    const text = `${next() < 0.5 ? `"${words[at]} ${words[at + 1] ?? ""}"` : words[at]}${next() < 0.3 ? " -opinion" : ""}`;
    return parseKeywordQuery(text) as KeywordQuery;
  };
  const rules: AlertRule[] = Array.from({ length: ALERTS }, (_, index) => {
    const roll = next();
    const base = alertRuleFixture({ id: index + 1, userId: index % 5_000, channelId: index });
    const someTickers = () => Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(symbols));
    if (roll < 0.4) return { ...base, kind: "stock", tickers: someTickers() };
    if (roll < 0.5) return { ...base, kind: "stock", tickers: [...someTickers(), pick(relatedSymbols)], includeRelated: true };
    if (roll < 0.75) return { ...base, kind: "stock", includeTags: Array.from({ length: 1 + Math.floor(next() * 2) }, () => pick(tags)), excludeTags: next() < 0.2 ? [pick(tags)] : [] };
    if (roll < 0.85) return { ...base, kind: "stock", keywords: keywordQuery() };
    if (roll < 0.88) return { ...base, kind: "stock", includeTags: [pick(tags)], keywords: keywordQuery() };
    if (roll < 0.9) return { ...base, kind: "stock", minImpact: pick(impacts) };
    return { ...base, kind: "market", includeTags: [pick(tags)], marketAlertType: "new_market" };
  });
  const items: AlertItem[] = stories.map((story, index) => ({
    kind: "article",
    id: String(index),
    tags: story.tags,
    tickers: story.tickers,
    relatedTickers: relatedTickers(story.tags, story.tickers),
    text: `${story.title} ${story.summary}`,
    impact: story.expected_impact,
  }));
  const index = new AlertIndex(rules);
  // Each story is timed in ROUNDS rounds and keeps its median: the figure is the matcher's cost per story,
  // not a shared machine's occasional pause landing on one single-shot sample.
  const time = <T>(list: readonly T[], work: (item: T) => unknown) => {
    const samples = list.map(() => [] as number[]);
    for (let round = 0; round < ROUNDS; round++) {
      list.forEach((item, at) => {
        const started = performance.now();
        work(item);
        samples[at]!.push(performance.now() - started);
      });
    }
    return samples.map((runs) => percentile(runs, 50));
  };
  // The scan gets the same head start as the index: each item's tag and ticker sets built once, the rules
  // in one shape, and the same answer (positions written into a reused typed array).
  const prepared = items.map(prepareItem);
  const compiled = rules.map(compileRule);
  const found = new Uint32Array(rules.length);
  const scan = (item: PreparedItem) => {
    let count = 0;
    for (let position = 0; position < compiled.length; position++) if (alertFires(compiled[position]!, item)) found[count++] = position;
    return found.subarray(0, count);
  };
  // Warm both paths first, so neither pays for the JIT in the figures.
  for (const item of items) index.firedPositions(item);
  for (const item of prepared) scan(item);
  const indexed = time(items, (item) => index.firedPositions(item));
  const scanned = time(prepared, scan);
  for (const p of [50, 99]) {
    const ms = percentile(indexed, p);
    const scan = percentile(scanned, p);
    report(`match 1 story vs ${fmt(ALERTS)} alerts, p${p} (ms)`, fmt(ms, 3), "linear scan", fmt(scan, 2), scan / ms);
  }
  const firedShare = items.reduce((sum, item) => sum + index.firedPositions(item).length, 0) / items.length / ALERTS;
  console.log(`  a story fires ${(firedShare * 100).toFixed(1)}% of the alerts on average`);
  const withObjects = percentile(time(items, (item) => index.match(item)), 99);
  const scan99 = percentile(scanned, 99);
  report(`  the same as alert objects, p99 (ms)`, fmt(withObjects, 3), "linear scan", fmt(scan99, 2), scan99 / withObjects);
}
