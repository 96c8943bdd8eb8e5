import { alertFires, prepareItem, type AlertItem, type AlertRule } from "./match-alert";

/** A copy of a rule in the one object shape the matcher's hot loop is compiled for. */
export const compileRule = (rule: AlertRule): AlertRule => ({
  id: rule.id,
  name: rule.name,
  userId: rule.userId,
  channelId: rule.channelId,
  kind: rule.kind,
  includeTags: [...rule.includeTags],
  excludeTags: [...rule.excludeTags],
  tickers: [...rule.tickers],
  minImpact: rule.minImpact,
  marketAlertType: rule.marketAlertType,
  volumeThreshold: rule.volumeThreshold,
});

/**
 * The alerts filed under one key, split in two: those that fire for any story that reaches this key and
 * is strong enough (no exclude tags; filed by their minimum impact, 0 for none, 3 for high) are taken
 * without a look, the rest are checked.
 */
interface Bucket {
  always: [number[], number[], number[], number[]];
  checked: number[];
}

const emptyBucket = (): Bucket => ({ always: [[], [], [], []], checked: [] });
const impactLevel = { low: 1, mid: 2, high: 3 } as const;

/**
 * The active alerts, indexed so an item is checked only against the alerts that could fire for it: a
 * stock alert under one of its tickers (the most selective key) or else its include tags, a market
 * alert under its include tags, and alerts with neither under their kind's catch-all. Candidates are then
 * confirmed by alertFires unless their bucket already guarantees it, so the index never changes an
 * answer, only how fast it comes: most of the time goes into the alerts that do fire.
 */
export class AlertIndex {
  private readonly byTicker = new Map<string, Bucket>();
  private readonly byTag = { stock: new Map<string, Bucket>(), market: new Map<string, Bucket>() };
  private readonly catchAll = { stock: emptyBucket(), market: emptyBucket() };
  private readonly rules: readonly AlertRule[];
  /** The rules copied into one object shape: the hot loop stays monomorphic whatever the caller's objects look like. */
  private readonly compiled: readonly AlertRule[];
  /** Per rule, the last match() call that met it: duplicates across buckets are skipped without a Set. */
  private readonly metIn: Uint32Array;
  /** The positions of the rules one match() fired, reused across calls: no array grows while matching. */
  private readonly out: Uint32Array;
  private call = 0;

  constructor(rules: readonly AlertRule[]) {
    this.rules = rules;
    this.compiled = rules.map(compileRule);
    this.metIn = new Uint32Array(rules.length);
    this.out = new Uint32Array(rules.length);
    const place = (bucket: Bucket, rule: AlertRule, position: number, always: boolean) => {
      if (always) bucket.always[rule.minImpact ? impactLevel[rule.minImpact] : 0].push(position);
      else bucket.checked.push(position);
    };
    const file = (map: Map<string, Bucket>, key: string, rule: AlertRule, position: number, always: boolean) => {
      let bucket = map.get(key);
      if (!bucket) map.set(key, (bucket = emptyBucket()));
      place(bucket, rule, position, always);
    };
    this.compiled.forEach((rule, position) => {
      // Reaching a ticker's or tag's bucket already proves that part of the rule, and the bucket's impact
      // level the minimum impact; only exclude tags can still refuse.
      const plain = !rule.excludeTags.length && rule.kind === "stock";
      if (rule.kind === "stock" && rule.tickers.length) {
        for (const ticker of rule.tickers) file(this.byTicker, ticker, rule, position, plain && !rule.includeTags.length);
      } else if (rule.includeTags.length) {
        for (const tag of rule.includeTags) file(this.byTag[rule.kind], tag, rule, position, plain);
      } else {
        place(this.catchAll[rule.kind], rule, position, plain);
      }
    });
  }

  get size(): number {
    return this.rules.length;
  }

  /** Every alert that fires for the item, each once. */
  match(item: AlertItem): AlertRule[] {
    const prepared = prepareItem(item);
    const kind = item.kind === "article" ? "stock" : "market";
    const call = (this.call = (this.call % 0xffff_fffe) + 1);
    const { metIn, rules, compiled, out } = this;
    let count = 0;
    // A story takes the "always" rules of its own impact level and below; market alerts are always checked.
    const level = prepared.kind === "article" ? impactLevel[prepared.impact] : -1;
    const consider = (bucket: Bucket | undefined) => {
      if (!bucket) return;
      for (let minimum = 0; minimum <= level; minimum++) {
        for (const position of bucket.always[minimum]!) {
          if (metIn[position] === call) continue;
          metIn[position] = call;
          out[count++] = position;
        }
      }
      for (const position of bucket.checked) {
        if (metIn[position] === call) continue;
        metIn[position] = call;
        if (alertFires(compiled[position]!, prepared)) out[count++] = position;
      }
    };
    if (kind === "stock") for (const ticker of prepared.tickerSet) consider(this.byTicker.get(ticker));
    for (const tag of prepared.tagSet) consider(this.byTag[kind].get(tag));
    consider(this.catchAll[kind]);
    const fired = new Array<AlertRule>(count);
    for (let index = 0; index < count; index++) fired[index] = rules[out[index]!]!;
    return fired;
  }
}
