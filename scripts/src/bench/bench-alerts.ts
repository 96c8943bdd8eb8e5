import { AlertIndex, alertFires, compileRule, prepareItem, type AlertItem, type AlertRule, type PreparedItem } from "@tradewire/core/domain/alerts/index";
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
 * match() spends turning them into alert objects for the processor. Alerts are drawn like real ones: six
 * in ten name 1-3 tickers of the dictionary, the rest 1-2 topic tags; a few are catch-alls with a minimum
 * impact. The replay set has 31 tags, so a story fires about 5% of all alerts (7.6% at worst): the
 * answer's own size bounds the ratio at p99.
 */
export async function benchAlerts() {
  const next = random(20261123);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const stories = loadReplaySet();
  const tags = [...new Set(stories.flatMap((story) => story.tags))];
  // The most traded names: alerts crowd on them, which is the index's hard case.
  const symbols = loadTickerListings()
    .sort((a, b) => (b.marketCap ?? 0) - (a.marketCap ?? 0))
    .slice(0, 3_000)
    .map((listing) => listing.ticker);
  const rules: AlertRule[] = Array.from({ length: ALERTS }, (_, index) => {
    const roll = next();
    const base = { id: index + 1, name: `alert ${index + 1}`, userId: index % 5_000, channelId: index, includeTags: [] as string[], excludeTags: [] as string[], tickers: [] as string[], minImpact: null, marketAlertType: null, volumeThreshold: null };
    if (roll < 0.6) return { ...base, kind: "stock", tickers: Array.from({ length: 1 + Math.floor(next() * 3) }, () => pick(symbols)) };
    if (roll < 0.9) return { ...base, kind: "stock", includeTags: Array.from({ length: 1 + Math.floor(next() * 2) }, () => pick(tags)), excludeTags: next() < 0.2 ? [pick(tags)] : [] };
    if (roll < 0.92) return { ...base, kind: "stock", minImpact: pick(impacts) };
    return { ...base, kind: "market", includeTags: [pick(tags)], marketAlertType: "new_market" };
  });
  const items: AlertItem[] = stories.map((story, index) => ({ kind: "article", id: String(index), tags: story.tags, tickers: story.tickers, impact: story.expected_impact }));
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
  const withObjects = percentile(time(items, (item) => index.match(item)), 99);
  const scan99 = percentile(scanned, 99);
  report(`  the same as alert objects, p99 (ms)`, fmt(withObjects, 3), "linear scan", fmt(scan99, 2), scan99 / withObjects);
}
