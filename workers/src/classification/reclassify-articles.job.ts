import { classifyArticle } from "@tradewire/core/domain/classify/index";
import { findFeedArticles, listReclassifiableArticles, presentArticle, updateClassifiedImpacts } from "@tradewire/db";
import { defineJob } from "../job-definition";
import { newsServicesOf } from "../news/news-services";

const BATCH = 500;

/**
 * After a new model lands (`npm run reclassify`): the current classifier runs again over every stored
 * story whose impact is the machine's (an editor's impact is never overwritten), a batch at a time. New
 * impacts and explanations are stored in one statement per batch; a story whose impact changed is
 * pushed as `article.updated`, so open screens show its new badge.
 */
export const reclassifyArticles = defineJob("reclassify-articles", {
  dedupKey: () => "all",
  // One pass over the whole archive; a failed pass is safe to run again.
  attempts: 2,
  timeoutMs: 30 * 60_000,
  handler: async (_payload, context, { signal }) => {
    const { database, logger, publish } = context;
    const db = database.db;
    const { classifier } = newsServicesOf(context);
    let afterId = 0;
    let seen = 0;
    let stored = 0;
    let pushed = 0;
    for (;;) {
      signal.throwIfAborted();
      const page = await listReclassifiableArticles(db, { afterId, limit: BATCH });
      if (!page.length) break;
      afterId = page.at(-1)!.id;
      seen += page.length;
      const updates = [];
      const impactChanged = new Set<number>();
      for (const story of page) {
        const { impact, impactRules } = classifyArticle({ title: story.title, summary: story.summary }, classifier);
        const sameRules = impactRules.length === story.impactRules.length && impactRules.every((rule, index) => rule === story.impactRules[index]);
        if (impact === story.impact && sameRules) continue;
        updates.push({ id: story.id, impact, impactRules });
        if (impact !== story.impact) impactChanged.add(story.id);
      }
      const changed = await updateClassifiedImpacts(db, updates);
      stored += changed.length;
      const toPush = changed.filter((id) => impactChanged.has(id));
      if (toPush.length) {
        const articles = (await findFeedArticles(db, toPush)).map(presentArticle);
        // Published in one tick: the event bus sends them as one batch.
        await Promise.all(articles.map((article) => publish("article.updated", article)));
        pushed += articles.length;
      }
    }
    logger.info({ seen, stored, pushed }, "stories re-classified");
  },
});
