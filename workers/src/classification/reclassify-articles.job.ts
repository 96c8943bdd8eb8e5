import { classifyArticle, type Classification } from "@tradewire/core/domain/classify/index";
import type { Impact } from "@tradewire/core";
import {
  findFeedArticles,
  listReclassifiableArticles,
  presentArticle,
  updateClassifiedImpacts,
  updateClassifiedTickers,
  type ReclassifiableArticle,
} from "@tradewire/db";
import { createTickerListingCache, linkedListings, type CachedListing } from "../ingest/ticker-listing-cache";
import { defineJob } from "../job-definition";
import { newsServicesOf } from "../news/news-services";
import { priceProviderFor } from "../reports/price-provider-for";
import { REPORT_BUILD_SPACING_MS } from "../reports/report-build-spacing";

const BATCH = 500;

/**
 * After a new model or a changed linker lands (`npm run reclassify`): the current classifier runs again over
 * every stored story, a batch at a time, and each story is left as ingesting it anew would leave it, except
 * for what a person chose: an editor's impact, and named tickers its source or an editor gave, are never
 * overwritten. New impacts are stored in one statement per batch, new tickers in another; a story whose
 * impact or tickers changed is pushed as `article.updated`, so open screens show its new badge and chips,
 * and a story that gained a ticker gets its stock report built, as a new story does.
 */
export const reclassifyArticles = defineJob("reclassify-articles", {
  dedupKey: () => "all",
  // One pass over the whole archive; a failed pass is safe to run again.
  attempts: 2,
  timeoutMs: 30 * 60_000,
  handler: async (_payload, context, { signal }) => {
    const { database, jobs, logger, publish } = context;
    const db = database.db;
    const { classifier } = newsServicesOf(context);
    const listingsOf = createTickerListingCache(db);
    const provider = await priceProviderFor(context);
    let afterId = 0;
    let seen = 0;
    let stored = 0;
    let relinked = 0;
    let pushed = 0;
    let reports = 0;
    for (;;) {
      signal.throwIfAborted();
      const page = await listReclassifiableArticles(db, { afterId, limit: BATCH });
      if (!page.length) break;
      afterId = page.at(-1)!.id;
      seen += page.length;
      const classified = page.map((story) => ({ story, classification: classifyArticle({ title: story.title, summary: story.summary }, classifier) }));
      const listings = await listingsOf([...new Set(classified.flatMap(({ classification }) => classification.tickers))]);
      const changes = classified.map(({ story, classification }) => ({ story, ...changesOf(story, classification, listings) }));

      const impactsStored = new Set(await updateClassifiedImpacts(db, changes.flatMap(({ story, impact }) => (impact ? [{ id: story.id, ...impact }] : []))));
      const tickersStored = new Set(
        await updateClassifiedTickers(
          db,
          changes.flatMap(({ story, tickers, relatedTickers }) =>
            tickers || relatedTickers ? [{ id: story.id, tickerIds: tickers?.map((listing) => listing.id), relatedTickers }] : [],
          ),
        ),
      );
      stored += impactsStored.size;
      relinked += tickersStored.size;

      const toPush = changes.filter(
        ({ story, impact, tickers, relatedTickers }) =>
          (impact && impact.impact !== story.impact && impactsStored.has(story.id)) ||
          (tickers && tickersStored.has(story.id)) ||
          relatedTickers,
      );
      if (toPush.length) {
        const articles = (await findFeedArticles(db, toPush.map(({ story }) => story.id))).map(presentArticle);
        // Published in one tick: the event bus sends them as one batch.
        await Promise.all(articles.map((article) => publish("article.updated", article)));
        pushed += articles.length;
      }

      // As for a new story (build-report-on-article): a report once it names a ticker the prices know. Spread out,
      // as a whole archive may gain tickers at once; the build's deduplication key makes a second run add nothing.
      const reportsDue = changes.filter(
        ({ story, tickers }) =>
          tickers &&
          tickersStored.has(story.id) &&
          tickers.some((listing) => !story.tickers.includes(listing.ticker)) &&
          tickers.some((listing) => provider.knows(listing.ticker)),
      );
      for (const { story } of reportsDue) {
        await jobs.enqueue("build-report", { articleId: story.id }, { delayMs: reports++ * REPORT_BUILD_SPACING_MS[provider.name] });
      }
    }
    logger.info({ seen, stored, relinked, pushed, reports }, "stories re-classified");
  },
});

interface StoryChanges {
  /** The classifier's impact and rules, when the impact is its own to set and either differs from the stored. */
  impact?: { impact: Impact; impactRules: string[] };
  /** The linker's named tickers in the story's order, when they are its own to set and differ from the stored. */
  tickers?: CachedListing[];
  /** The classification's related tickers less the named ones, when they differ from the stored. */
  relatedTickers?: string[];
}

/** What the current classification changes of a stored story, as ingesting the story anew would store it. */
function changesOf(story: ReclassifiableArticle, classification: Classification, listings: ReadonlyMap<string, CachedListing>): StoryChanges {
  const changes: StoryChanges = {};
  const { impact, impactRules } = classification;
  const sameRules = impactRules.length === story.impactRules.length && impactRules.every((rule, index) => rule === story.impactRules[index]);
  if (!story.impactEdited && (impact !== story.impact || !sameRules)) changes.impact = { impact, impactRules };

  const linkerChose = story.tickersOrigin === "linker";
  const linked = linkedListings(classification.tickers, listings);
  if (linkerChose && !sameMembers(linked.map((listing) => listing.ticker), story.tickers)) changes.tickers = linked;
  const named = linkerChose ? classification.tickers : story.tickers;
  const related = classification.related.filter((symbol) => !named.includes(symbol));
  if (!sameMembers(related, story.relatedTickers)) changes.relatedTickers = related;
  return changes;
}

/** Whether two lists of symbols hold the same ones, in any order. */
function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  const members = new Set(a);
  return members.size === new Set(b).size && b.every((symbol) => members.has(symbol));
}
