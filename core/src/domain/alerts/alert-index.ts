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
 * The active alerts, indexed so an item is checked only against the alerts that could fire for it: a
 * stock alert under one of its tickers (the most selective key) or else its include tags, a market
 * alert under its include tags, and alerts with neither under their kind's catch-all. Candidates are then
 * confirmed by alertFires, so the index never changes an answer, only how fast it comes.
 */
export class AlertIndex {
  private readonly byTicker = new Map<string, number[]>();
  private readonly byTag = { stock: new Map<string, number[]>(), market: new Map<string, number[]>() };
  private readonly catchAll = { stock: [] as number[], market: [] as number[] };
  private readonly rules: readonly AlertRule[];
  /** The rules copied into one object shape: the hot loop stays monomorphic whatever the caller's objects look like. */
  private readonly compiled: readonly AlertRule[];
  /** Per rule, the last match() call that met it: duplicates across buckets are skipped without a Set. */
  private readonly metIn: Uint32Array;
  private call = 0;

  constructor(rules: readonly AlertRule[]) {
    this.rules = rules;
    this.compiled = rules.map(compileRule);
    this.metIn = new Uint32Array(rules.length);
    const file = (map: Map<string, number[]>, key: string, position: number) => {
      const list = map.get(key);
      if (list) list.push(position);
      else map.set(key, [position]);
    };
    rules.forEach((rule, position) => {
      if (rule.kind === "stock" && rule.tickers.length) for (const ticker of rule.tickers) file(this.byTicker, ticker, position);
      else if (rule.includeTags.length) for (const tag of rule.includeTags) file(this.byTag[rule.kind], tag, position);
      else this.catchAll[rule.kind].push(position);
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
    const fired: AlertRule[] = [];
    const consider = (positions: readonly number[] | undefined) => {
      if (!positions) return;
      for (const position of positions) {
        if (this.metIn[position] === call) continue;
        this.metIn[position] = call;
        if (alertFires(this.compiled[position]!, prepared)) fired.push(this.rules[position]!);
      }
    };
    for (const ticker of prepared.tickerSet) consider(this.byTicker.get(ticker));
    for (const tag of prepared.tagSet) consider(this.byTag[kind].get(tag));
    consider(this.catchAll[kind]);
    return fired;
  }
}
