import { classifyArticle, type TickerIndex } from "@tradewire/core/domain/classify/index";
import { titleTokens, type Publish } from "@tradewire/core";
import {
  findFeedArticles,
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
  type MarketRecord,
  type NewArticle,
} from "@tradewire/db";
import { RecentStories } from "./recent-stories";
import { createTickerIdCache } from "./ticker-ids";

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
}

export interface Ingestor {
  ingest(items: IncomingArticle[], options?: { publish?: boolean }): Promise<IngestResult>;
}

const RECENT_WINDOW_MS = 48 * 3600_000;

/**
 * Classify, dedupe, group and store a batch of stories, then push the new ones. Whole batches go to the
 * database at once (one query to skip known URLs, one insert, one insert per link table).
 */
export function createIngestor(options: { db: Database; publish: Publish; tickerIndex: TickerIndex }): Ingestor {
  const { db, publish, tickerIndex } = options;
  const tickerIds = createTickerIdCache(db);
  let recent: Promise<RecentStories> | undefined;
  const recentStories = () =>
    (recent ??= (async () => {
      const stories = new RecentStories();
      const rows = await recentArticleTitles(db, new Date(Date.now() - RECENT_WINDOW_MS));
      for (const row of rows.reverse()) stories.add(row.id, row.groupId ?? row.id, titleTokens(row.title));
      return stories;
    })());

  return {
    async ingest(items, { publish: shouldPublish = true } = {}) {
      const unique = [...new Map(items.map((item) => [item.url, item])).values()];
      const known = await storedUrls(db, unique.map((item) => item.url));
      const fresh = unique.filter((item) => !known.has(item.url));
      if (!fresh.length) return { seen: items.length, created: 0 };

      const stories = await recentStories();
      const prepared = fresh.map((item) => {
        const classification = classifyArticle({ title: item.title, summary: item.summary }, tickerIndex);
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
          } satisfies NewArticle,
        };
      });

      const inserted = await insertNewArticles(db, prepared.map((entry) => entry.row));
      const idOf = new Map(inserted.map((row) => [row.url, row.id]));
      const created = prepared.filter((entry) => idOf.has(entry.item.url));

      // Independent of each other: on PostgreSQL they share the pool's connections at once.
      await Promise.all([
        groupNearDuplicates(db, created, idOf, stories),
        linkTickers(db, created, idOf, tickerIds),
        linkMarkets(db, created, idOf),
      ]);

      if (shouldPublish && created.length) {
        for (const article of await findFeedArticles(db, [...idOf.values()])) {
          await publish("article.created", presentArticle(article));
        }
      }
      return { seen: items.length, created: created.length };
    },
  };
}

type Prepared = { item: IncomingArticle; tokens: Set<string>; tickers: string[]; storedGroup: number | undefined };

/** Remembers the new stories, and groups those that repeat an earlier story of the same batch. */
async function groupNearDuplicates(db: Database, created: Prepared[], idOf: Map<string, number>, stories: RecentStories) {
  const sameBatch: { id: number; groupId: number }[] = [];
  for (const entry of created) {
    const id = idOf.get(entry.item.url)!;
    let groupId = entry.storedGroup;
    if (groupId === undefined) {
      groupId = stories.groupOf(entry.tokens);
      if (groupId !== undefined) sameBatch.push({ id, groupId });
    }
    stories.add(id, groupId ?? id, entry.tokens);
  }
  await setArticleGroups(db, sameBatch);
}

async function linkTickers(
  db: Database,
  created: Prepared[],
  idOf: Map<string, number>,
  lookUp: ReturnType<typeof createTickerIdCache>,
) {
  const tickerIds = await lookUp([...new Set(created.flatMap((entry) => entry.tickers))]);
  await linkArticleTickers(
    db,
    created.flatMap((entry) =>
      entry.tickers
        .filter((symbol) => tickerIds.has(symbol))
        .map((symbol, position) => ({ articleId: idOf.get(entry.item.url)!, tickerId: tickerIds.get(symbol)!, position })),
    ),
  );
}

async function linkMarkets(db: Database, created: Prepared[], idOf: Map<string, number>) {
  const markets = created.flatMap((entry) => entry.item.markets ?? []);
  if (!markets.length) return;
  const marketIds = await upsertPredictionMarkets(db, markets);
  await linkArticleMarkets(
    db,
    created.flatMap((entry) =>
      (entry.item.markets ?? []).map((market) => ({ articleId: idOf.get(entry.item.url)!, marketId: marketIds.get(marketKey(market))! })),
    ),
  );
}
