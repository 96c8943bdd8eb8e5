import { AlertIndex, alertFires, compileRule, prepareItem, type AlertItem, type AlertRule, type PreparedItem } from "@tradewire/core/domain/alerts/index";
import { impacts } from "@tradewire/core/wire-constants";
import { loadTickerListings } from "@tradewire/workers/classification/ticker-dictionary";
import { loadReplaySet } from "@tradewire/workers/replay/replay-set";
import { fmt, percentile, report } from "./measure";

const ALERTS = 100_000;

/** A seeded generator, so every run measures the same alerts. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

/**
 * One story matched against 100,000 alerts, per story in ms (p50 and p99; every replay story once),
 * against a linear scan of the same alerts with the same alertFires: the index's worth. Alerts are drawn like real ones: six in ten
 * name 1-3 tickers of the dictionary, the rest 1-2 topic tags; a few are catch-alls with a minimum impact.
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
  const time = <T>(list: readonly T[], work: (item: T) => unknown) =>
    list.map((item) => {
      const started = performance.now();
      work(item);
      return performance.now() - started;
    });
  // The scan gets the same head start as the index: each item's tag and ticker sets built once, the rules in one shape.
  const prepared = items.map(prepareItem);
  const compiled = rules.map(compileRule);
  const scan = (item: PreparedItem) => compiled.filter((rule) => alertFires(rule, item));
  // Warm both paths first, so neither pays for the JIT in the figures.
  time(items.slice(0, 30), (item) => index.match(item));
  time(prepared.slice(0, 30), scan);
  const indexed = time(items, (item) => index.match(item));
  const scanned = time(prepared, scan);
  for (const p of [50, 99]) {
    const ms = percentile(indexed, p);
    const scan = percentile(scanned, p);
    report(`match 1 story vs ${fmt(ALERTS)} alerts, p${p} (ms)`, fmt(ms, 3), "linear scan", fmt(scan, 2), scan / ms);
  }
}
