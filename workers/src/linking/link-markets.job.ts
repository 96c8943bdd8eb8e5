import { findFeedArticles, linkedMarketIdsOf, listRelinkableStories, presentArticle, replaceSimilarityLinks } from "@tradewire/db";
import { defineJob } from "../job-definition";
import { loadMarketLinker } from "./load-market-linker";

/** Stories older than this keep the links they have: news two days old no longer moves markets. */
const RELINK_HOURS = 48;
const RELINK_STORIES = 2000;

/**
 * Links the recent stories the linker owns (no link from their source or an editor) again, against
 * today's open markets, stores the ones whose links changed and pushes them (article.updated), so open
 * feeds show the new markets and the API nodes drop their cached pages.
 */
export const linkMarketsJob = defineJob("link-markets", {
  // One waiting run covers every market that arrived meanwhile.
  dedupKey: () => "recent",
  timeoutMs: 120_000,
  handler: async (_payload, context) => {
    const { database, logger } = context;
    const db = database.db;
    const [linker, stories] = await Promise.all([
      loadMarketLinker(db, { fresh: true }),
      listRelinkableStories(db, new Date(Date.now() - RELINK_HOURS * 3_600_000), RELINK_STORIES),
    ]);
    const linked = await linkedMarketIdsOf(db, stories.map((story) => story.id));
    const changed: number[] = [];
    for (const story of stories) {
      const links = linker.linksFor(story);
      const before = linked.get(story.id)!;
      const after = links.map((link) => link.marketId);
      if (before.length === after.length && before.every((id, index) => id === after[index])) continue;
      await replaceSimilarityLinks(db, story.id, links);
      changed.push(story.id);
    }
    const relinked = await findFeedArticles(db, changed);
    await Promise.all(relinked.map((story) => context.publish("article.updated", presentArticle(story))));
    logger.info({ stories: stories.length, changed: changed.length }, "stories re-linked to markets");
  },
});
