import { classifyArticle, type Classifier } from "@tradewire/core/domain/classify/index";
import { titleTokens, type Article, type Publish } from "@tradewire/core";
import {
  alsoReportedBy,
  insertNewArticles,
  linkArticleMarkets,
  linkArticleTickers,
  marketKey,
  presentArticle,
  recentArticleTitles,
  setArticleGroups,
  storedUrls,
  upsertPredictionMarkets,
  type Database,
  type FeedArticle,
  type LinkedMarket,
  type LinkedTicker,
  type MarketLinkRecord,
  type MarketRecord,
  type NewArticle,
} from "@tradewire/db";
import { loadMarketLinker } from "../linking/load-market-linker";
import { RecentStories } from "./recent-stories";
import { createTickerListingCache, linkedListings } from "./ticker-listing-cache";

export interface IncomingArticle {
  title: string;
  url: string;
  source: string;
  publishedAt: Date;
  summary: string | null;
  /** Curated sources (the replay set) name their tickers, tags and markets; live items leave it to the classifier. */
  tickers?: string[];
  tags?: string[];
  markets?: MarketRecord[];
}

export interface IngestResult {
  seen: number;
  created: number;
  /** The URLs of the stories stored (and pushed) by this call. */
  createdUrls: string[];
}

export interface Ingestor {
  ingest(items: IncomingArticle[], options?: { publish?: boolean }): Promise<IngestResult>;
}

const RECENT_WINDOW_MS = 48 * 3600_000;

/**
 * Classify, dedupe, group and store a batch of stories, then emit `article.created` for the new ones.
 * Whole batches go to the database at once (one query to skip known URLs, one insert, one insert per
 * link table). What is emitted is built from what was just written, with no read back between the
 * commit and the push.
 */
export function createIngestor(options: { db: Database; publish: Publish; classifier: Classifier }): Ingestor {
  const { db, publish, classifier } = options;
  const listingsOf = createTickerListingCache(db);
  let recent: Promise<RecentStories> | undefined;
  const recentStories = () =>
    (recent ??= (async () => {
      const stories = new RecentStories();
      const rows = await recentArticleTitles(db, new Date(Date.now() - RECENT_WINDOW_MS));
      for (const row of rows.reverse()) {
        stories.add({
          id: row.id,
          groupId: row.groupId ?? row.id,
          tokens: titleTokens(row.title),
          source: row.source,
          url: row.url,
          publishedAt: row.datePublished,
        });
      }
      return stories;
    })());

  return {
    async ingest(items, { publish: shouldPublish = true } = {}) {
      const unique = [...new Map(items.map((item) => [item.url, item])).values()];
      const known = await storedUrls(db, unique.map((item) => item.url));
      const fresh = unique.filter((item) => !known.has(item.url));
      if (!fresh.length) return { seen: items.length, created: 0, createdUrls: [] };

      const stories = await recentStories();
      const prepared = fresh.map((item) => {
        const classification = classifyArticle({ title: item.title, summary: item.summary }, classifier);
        const tickers = item.tickers ?? classification.tickers;
        const tokens = titleTokens(item.title);
        // Grouped with a story already stored: known before the insert, so no update afterwards.
        const storedGroup = stories.groupOf(tokens);
        return {
          item,
          tokens,
          tickers,
          storedGroup,
          row: {
            title: item.title,
            url: item.url,
            source: item.source,
            summary: item.summary,
            datePublished: item.publishedAt,
            impact: classification.impact,
            impactRules: classification.impactRules,
            tags: [...new Set([...(item.tags ?? []), ...classification.tags])],
            relatedTickers: classification.related.filter((symbol) => !tickers.includes(symbol)),
            groupId: storedGroup ?? null,
            tickersOrigin: item.tickers ? "source" : "linker",
          } satisfies NewArticle,
        };
      });

      const inserted = await insertNewArticles(db, prepared.map((entry) => entry.row));
      const storedAs = new Map(inserted.map((row) => [row.url, row]));
      const created = prepared.flatMap((entry) => {
        const stored = storedAs.get(entry.item.url);
        return stored ? [{ ...entry, id: stored.id, createdAt: stored.createdAt }] : [];
      });

      // Independent of each other: on PostgreSQL they share the pool's connections at once.
      const [groups, linked, markets] = await Promise.all([groupNearDuplicates(db, created, stories), linkTickers(db, created, listingsOf), linkMarkets(db, created)]);

      if (shouldPublish && created.length) {
        const articles = created
          .map((entry) => presentArticle(feedArticleOf(entry, groups.get(entry.id)!, linked.get(entry.id) ?? [], markets.get(entry.id) ?? [], stories)))
          .sort(newestFirst);
        // One tick: the event bus sends them as one batch.
        await Promise.all(articles.map((article) => publish("article.created", article)));
      }
      return { seen: items.length, created: created.length, createdUrls: created.map((entry) => entry.item.url) };
    },
  };
}

type Prepared = { item: IncomingArticle; tokens: Set<string>; tickers: string[]; storedGroup: number | undefined; row: NewArticle };
type Created = Prepared & { id: number; createdAt: Date };

/** The stored story as the feed reads it, from what this batch wrote. */
function feedArticleOf(entry: Created, groupId: number, tickers: LinkedTicker[], markets: LinkedMarket[], stories: RecentStories): FeedArticle {
  const { item, row } = entry;
  return {
    id: entry.id,
    title: item.title,
    url: item.url,
    source: item.source,
    summary: item.summary,
    impact: row.impact ?? "low",
    datePublished: item.publishedAt,
    topic: false,
    tags: row.tags ?? [],
    relatedTickers: row.relatedTickers ?? [],
    groupId: groupId === entry.id ? null : groupId,
    impactRules: row.impactRules ?? [],
    marketsEditedAt: null,
    impactEditedAt: null,
    tickersOrigin: row.tickersOrigin ?? "linker",
    createdAt: entry.createdAt,
    tickers,
    markets,
    alsoReportedBy: alsoReportedBy(item.source, stories.siblingsOf(entry.id)),
    reportPresent: false,
  };
}

const newestFirst = (a: Article, b: Article) =>
  b.date_published.localeCompare(a.date_published) || Number(b.id) - Number(a.id);

/**
 * Remembers the new stories, and groups those that repeat an earlier story of the same batch.
 * Answers each new story's group.
 */
async function groupNearDuplicates(db: Database, created: Created[], stories: RecentStories): Promise<Map<number, number>> {
  const sameBatch: { id: number; groupId: number }[] = [];
  const groups = new Map<number, number>();
  for (const entry of created) {
    let groupId = entry.storedGroup;
    if (groupId === undefined) {
      groupId = stories.groupOf(entry.tokens);
      if (groupId !== undefined) sameBatch.push({ id: entry.id, groupId });
    }
    groups.set(entry.id, groupId ?? entry.id);
    stories.add({
      id: entry.id,
      groupId: groupId ?? entry.id,
      tokens: entry.tokens,
      source: entry.item.source,
      url: entry.item.url,
      publishedAt: entry.item.publishedAt,
    });
  }
  await setArticleGroups(db, sameBatch);
  return groups;
}

/** Links each story's known tickers in order; answers them per story as the feed shows them. */
async function linkTickers(db: Database, created: Created[], listingsOf: ReturnType<typeof createTickerListingCache>) {
  const listings = await listingsOf([...new Set(created.flatMap((entry) => entry.tickers))]);
  const linked = new Map(created.map((entry) => [entry.id, linkedListings(entry.tickers, listings)] as const));
  await linkArticleTickers(
    db,
    [...linked].flatMap(([articleId, tickers]) => tickers.map((listing, position) => ({ articleId, tickerId: listing.id, position }))),
  );
  return new Map(
    [...linked].map(([articleId, tickers]) => [
      articleId,
      tickers.map(({ ticker, company, exchange, sector, country }): LinkedTicker => ({ ticker, company, exchange, sector, country, saved: true, priceAtStory: null, reactions: [] })),
    ]),
  );
}

/**
 * Links each new story to its markets: the ones its source names (the replay set), else the ones the
 * similarity linker finds among the open markets. Answers each story's markets as the feed shows them.
 */
async function linkMarkets(db: Database, created: Created[]): Promise<Map<number, LinkedMarket[]>> {
  const linked = new Map<number, LinkedMarket[]>();
  const named = created.filter((entry) => entry.item.markets?.length);
  if (named.length) {
    const marketIds = await upsertPredictionMarkets(db, named.flatMap((entry) => entry.item.markets!));
    for (const entry of named) {
      const markets = [...new Map(entry.item.markets!.map((market) => [marketKey(market), market])).values()];
      linked.set(entry.id, markets.map(({ platform, question, slug, closed }, index) => ({ id: marketIds.get(marketKey(markets[index]!))!, platform, question, slug, closed })));
    }
  }
  const unnamed = created.filter((entry) => !entry.item.markets?.length);
  const linker = unnamed.length ? await loadMarketLinker(db) : null;
  const chosen: MarketLinkRecord[] = [];
  for (const entry of linker ? unnamed : []) {
    const links = linker!.linksFor({ title: entry.item.title, summary: entry.item.summary, tags: entry.row.tags ?? [] });
    chosen.push(...links.map((link) => ({ articleId: entry.id, marketId: link.marketId, origin: "similarity" as const, score: link.score })));
    linked.set(entry.id, links.map((link) => linker!.market(link.marketId)));
  }
  await linkArticleMarkets(db, [
    ...named.flatMap((entry) => linked.get(entry.id)!.map((market) => ({ articleId: entry.id, marketId: market.id, origin: "source" as const }))),
    ...chosen,
  ]);
  return linked;
}
