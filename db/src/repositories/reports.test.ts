import { describe, expect, it } from "vitest";
import { makeArticle, makeReport } from "../testing/factories";
import { testEngines, useTestDatabase } from "../testing/test-databases";
import { findReport, listReportsOfRecentArticles, saveReport } from "./reports";

describe.each(testEngines)("reports on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("keeps one report per article, the latest build replacing the one before", async () => {
    const db = database().db;
    const articleId = await makeReport(db, { payload: { build: 1 } });
    await saveReport(db, articleId, { build: 2 });
    expect((await findReport(db, articleId))?.payload).toEqual({ build: 2 });
    expect(await findReport(db, articleId + 1_000_000)).toBeUndefined();
  });

  it("lists the reports of stories published since a time: the ones worth refreshing", async () => {
    const db = database().db;
    const recent = await makeReport(db, { articleId: (await makeArticle(db, { datePublished: new Date("2030-06-02T00:00:00Z") })).id });
    const old = await makeReport(db, { articleId: (await makeArticle(db, { datePublished: new Date("2030-05-01T00:00:00Z") })).id });
    const listed = await listReportsOfRecentArticles(db, new Date("2030-06-01T00:00:00Z"));
    expect(listed).toContain(recent);
    expect(listed).not.toContain(old);
  });
});
