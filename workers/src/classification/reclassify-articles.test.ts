import { classifyArticle } from "@tradewire/core/domain/classify/index";
import { impacts, type Article } from "@tradewire/core";
import { correctArticleImpact, findFeedArticles } from "@tradewire/db";
import { makeArticle } from "@tradewire/db/testing/factories";
import { createTestDatabase, testEngines, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAttempt } from "../runners/job-runner";
import { jobContextForTest } from "../testing/job-context-for-test";
import { reclassifyArticles } from "./reclassify-articles.job";

describe.each(testEngines)("re-classifying stored stories on %s", (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.drop();
  });

  it("stores and pushes the classifier's new impact, and leaves an editor's impact alone", async () => {
    const { context, news, published } = await jobContextForTest(database);
    const text = { title: "Russia launches missile strike on Ukrainian grid, Brent jumps 4%", summary: "Explosions hit Kyiv power stations overnight." };
    const now = classifyArticle(text, news.classifier);
    const other = impacts.find((impact) => impact !== now.impact)!;
    const machine = await makeArticle(database.db, { ...text, impact: other, impactRules: ["stale-rule"] });
    const edited = await makeArticle(database.db, { ...text, impact: other, impactRules: ["stale-rule"] });
    await correctArticleImpact(database.db, { articleId: edited.id, impact: other, userId: null });
    const unchanged = await makeArticle(database.db, { ...text, url: "https://www.reuters.com/same", impact: now.impact, impactRules: now.impactRules });

    await runAttempt(reclassifyArticles, {}, context, 1);

    const stored = new Map((await findFeedArticles(database.db, [machine.id, edited.id, unchanged.id])).map((row) => [row.id, row]));
    expect(stored.get(machine.id)).toMatchObject({ impact: now.impact, impactRules: now.impactRules });
    expect(stored.get(edited.id)).toMatchObject({ impact: other, impactRules: ["stale-rule"] });
    expect(stored.get(unchanged.id)).toMatchObject({ impact: now.impact, impactRules: now.impactRules });

    const updates = published.filter((event) => event.event === "article.updated").map((event) => event.payload as Article);
    expect(updates.map((article) => [article.id, article.impact])).toEqual([[String(machine.id), now.impact]]);

    // A second run finds nothing left to change.
    published.length = 0;
    await runAttempt(reclassifyArticles, {}, context, 1);
    expect(published).toEqual([]);
  });
});
