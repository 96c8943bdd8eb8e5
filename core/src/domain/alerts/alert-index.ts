import { keywordIndexWords } from "./keyword-query";
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
  includeRelated: rule.includeRelated,
  keywords: rule.keywords,
  minImpact: rule.minImpact,
  marketAlertType: rule.marketAlertType,
  volumeThreshold: rule.volumeThreshold,
  move: rule.move,
  marketId: rule.marketId,
  countries: [...rule.countries],
  myTickers: rule.myTickers,
  remindMinutes: rule.remindMinutes,
});

/**
 * The alerts filed under one key. Those that fire for any story reaching this key with enough impact are
 * taken without a look, unless one of their exclude tags is on the story (see `vetoedIn`); the rest are
 * checked. The taken ones are kept per story impact level (index 0 for markets and weak stories, 3 for
 * high), each list holding every alert that level meets, and split once more: `solo` alerts are filed under
 * this key alone and exclude no tag, so they cannot be met twice in one match nor vetoed and are copied in
 * one block; `shared` ones can be, and are deduplicated and looked up in the vetoes.
 */
interface Bucket {
  solo: Uint32Array[];
  shared: Uint32Array[];
  checked: Uint32Array;
}

/** A bucket while the index is built: taken alerts by their own minimum impact (0 for none). */
interface BucketDraft {
  solo: number[][];
  shared: number[][];
  checked: number[];
}

const emptyDraft = (): BucketDraft => ({ solo: [[], [], [], []], shared: [[], [], [], []], checked: [] });
const impactLevel = { low: 1, mid: 2, high: 3 } as const;
const LEVELS = [0, 1, 2, 3];

function sealBucket(draft: BucketDraft): Bucket {
  const upTo = (lists: number[][]) => LEVELS.map((level) => Uint32Array.from(lists.slice(0, level + 1).flat()));
  return { solo: upTo(draft.solo), shared: upTo(draft.shared), checked: Uint32Array.from(draft.checked) };
}

const sealAll = (drafts: Map<string, BucketDraft>) => new Map([...drafts].map(([key, draft]) => [key, sealBucket(draft)]));

/**
 * The active alerts, indexed so an item is checked only against the alerts that could fire for it: a
 * stock alert under one of its tickers (the most selective key; also under its tickers as related ones
 * when it opts in to those), or else its include tags, or else words its keywords require; a market
 * alert under its include tags; and alerts with none of these under their kind's catch-all. Candidates are then
 * confirmed by alertFires unless their bucket already guarantees it, so the index never changes an
 * answer, only how fast it comes: most of the time goes into the alerts that do fire.
 */
export class AlertIndex {
  private readonly byTicker: Map<string, Bucket>;
  /** Alerts that opt in to related tickers, under those tickers, for the stories that only relate them. */
  private readonly byRelated: Map<string, Bucket>;
  /** Market alerts that watch one market, under its id. */
  private readonly byMarket: Map<string, Bucket>;
  /** Keyword alerts without tickers, under a word their query requires. */
  private readonly byWord: Map<string, Bucket>;
  private readonly byTag: { stock: Map<string, Bucket>; market: Map<string, Bucket> };
  private readonly catchAll: { stock: Bucket; market: Bucket };
  private readonly rules: readonly AlertRule[];
  /** The rules copied into one object shape: the hot loop stays monomorphic whatever the caller's objects look like. */
  private readonly compiled: readonly AlertRule[];
  /** Per rule, the last match() call that met it: duplicates across buckets are skipped without a Set. */
  private readonly metIn: Uint32Array;
  /** The alerts that exclude a tag, under it: a story's tags veto them all before any bucket is read. */
  private readonly byExcludedTag: Map<string, Uint32Array>;
  /** Per rule, the last match() call whose item carries one of its exclude tags. */
  private readonly vetoedIn: Uint32Array;
  /** The positions of the rules one match() fired, reused across calls: no array grows while matching. */
  private readonly out: Uint32Array;
  private call = 0;
  /** The longest window of the probability_move alerts (0 without any): how much history a market change needs. */
  readonly longestMoveMinutes: number;
  /** Whether any alert reads a story's words: only then is a summary worth reading for a story. */
  readonly readsWords: boolean;

  constructor(rules: readonly AlertRule[]) {
    this.rules = rules;
    this.compiled = rules.map(compileRule);
    this.metIn = new Uint32Array(rules.length);
    this.out = new Uint32Array(rules.length);
    const byTicker = new Map<string, BucketDraft>();
    const byRelated = new Map<string, BucketDraft>();
    const byWord = new Map<string, BucketDraft>();
    const byMarket = new Map<string, BucketDraft>();
    const byTag = { stock: new Map<string, BucketDraft>(), market: new Map<string, BucketDraft>() };
    const catchAll = { stock: emptyDraft(), market: emptyDraft() };
    const file = (bucket: BucketDraft, rule: AlertRule, position: number, taken: boolean, keys: number) => {
      if (!taken) bucket.checked.push(position);
      else (keys === 1 && !rule.excludeTags.length ? bucket.solo : bucket.shared)[rule.minImpact ? impactLevel[rule.minImpact] : 0]!.push(position);
    };
    const byExcludedTag = new Map<string, number[]>();
    /** `maps` > 1 when the rule is filed under the same keys in several maps: it can then be met twice. */
    const fileUnder = (map: Map<string, BucketDraft>, keys: readonly string[], rule: AlertRule, position: number, taken: boolean, maps = 1) => {
      const unique = new Set(keys);
      for (const key of unique) {
        let bucket = map.get(key);
        if (!bucket) map.set(key, (bucket = emptyDraft()));
        file(bucket, rule, position, taken, unique.size * maps);
      }
    };
    this.compiled.forEach((rule, position) => {
      for (const tag of rule.excludeTags) {
        const vetoed = byExcludedTag.get(tag);
        if (vetoed) vetoed.push(position);
        else byExcludedTag.set(tag, [position]);
      }
      // A move alert is matched in the database, against its owner's tickers and watchlist, and a calendar alert against
      // the few events of a day (match-alerts-on-calendar-release): never filed here.
      if (rule.kind === "move" || rule.kind === "calendar") return;
      // Reaching a ticker's or tag's bucket already proves that part of the rule, and the story's impact
      // level the minimum impact; only exclude tags can still refuse, and the vetoes settle those.
      const plain = rule.kind === "stock" && !rule.keywords;
      if (rule.kind === "stock" && rule.tickers.length) {
        const maps = rule.includeRelated ? 2 : 1;
        fileUnder(byTicker, rule.tickers, rule, position, plain && !rule.includeTags.length, maps);
        if (rule.includeRelated) fileUnder(byRelated, rule.tickers, rule, position, plain && !rule.includeTags.length, maps);
      } else if (rule.kind === "market" && rule.marketId !== null) fileUnder(byMarket, [String(rule.marketId)], rule, position, false);
      // A word a query requires is rarer than a topic tag: "Hormuz" against every story tagged middle-east.
      else if (rule.kind === "stock" && rule.keywords) fileUnder(byWord, keywordIndexWords(rule.keywords), rule, position, false);
      else if (rule.includeTags.length) fileUnder(byTag[rule.kind], rule.includeTags, rule, position, plain);
      else file(catchAll[rule.kind], rule, position, plain, 1);
    });
    this.byTicker = sealAll(byTicker);
    this.byRelated = sealAll(byRelated);
    this.byWord = sealAll(byWord);
    this.byMarket = sealAll(byMarket);
    this.byExcludedTag = new Map([...byExcludedTag].map(([tag, positions]) => [tag, Uint32Array.from(positions)]));
    this.vetoedIn = new Uint32Array(rules.length);
    this.longestMoveMinutes = Math.max(0, ...this.compiled.map((rule) => rule.move?.minutes ?? 0));
    this.readsWords = byWord.size > 0 || this.compiled.some((rule) => rule.keywords !== null);
    this.byTag = { stock: sealAll(byTag.stock), market: sealAll(byTag.market) };
    this.catchAll = { stock: sealBucket(catchAll.stock), market: sealBucket(catchAll.market) };
  }

  get size(): number {
    return this.rules.length;
  }

  /** Every alert that fires for the item, each once. */
  match(item: AlertItem): AlertRule[] {
    const positions = this.firedPositions(item);
    const fired = new Array<AlertRule>(positions.length);
    for (let index = 0; index < positions.length; index++) fired[index] = this.rules[positions[index]!]!;
    return fired;
  }

  /**
   * The positions (in the rules given to the constructor) of the alerts that fire for the item, each once,
   * in a view of a buffer the next call reuses: the allocation-free path for a caller that reads them at once.
   */
  firedPositions(item: AlertItem): Uint32Array {
    if (item.kind === "move" || item.kind === "calendar") return this.out.subarray(0, 0);
    const prepared = prepareItem(item);
    const kind = item.kind === "article" ? "stock" : "market";
    const call = (this.call = (this.call % 0xffff_fffe) + 1);
    const { metIn, vetoedIn, compiled, out } = this;
    let count = 0;
    if (this.byExcludedTag.size) {
      for (const tag of prepared.tagSet) {
        const vetoed = this.byExcludedTag.get(tag);
        if (vetoed) for (let at = 0; at < vetoed.length; at++) vetoedIn[vetoed[at]!] = call;
      }
    }
    // A story takes the "always" rules its impact meets; market alerts are always checked.
    const level = prepared.kind === "article" ? impactLevel[prepared.impact] : -1;
    const consider = (bucket: Bucket | undefined) => {
      if (!bucket) return;
      if (level >= 0) {
        const solo = bucket.solo[level]!;
        out.set(solo, count);
        count += solo.length;
        const shared = bucket.shared[level]!;
        for (let at = 0; at < shared.length; at++) {
          const position = shared[at]!;
          if (metIn[position] === call || vetoedIn[position] === call) continue;
          metIn[position] = call;
          out[count++] = position;
        }
      }
      const checked = bucket.checked;
      for (let at = 0; at < checked.length; at++) {
        const position = checked[at]!;
        if (metIn[position] === call || vetoedIn[position] === call) continue;
        metIn[position] = call;
        if (alertFires(compiled[position]!, prepared)) out[count++] = position;
      }
    };
    if (kind === "stock") {
      for (const ticker of prepared.tickerSet) consider(this.byTicker.get(ticker));
      if (this.byRelated.size) for (const ticker of prepared.relatedSet) consider(this.byRelated.get(ticker));
      if (this.byWord.size) for (const word of prepared.words.set) consider(this.byWord.get(word));
    }
    if (kind === "market" && this.byMarket.size) consider(this.byMarket.get(prepared.id));
    for (const tag of prepared.tagSet) consider(this.byTag[kind].get(tag));
    consider(this.catchAll[kind]);
    return out.subarray(0, count);
  }
}
