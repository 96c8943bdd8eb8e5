import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { articles } from "../schema/index";
import { makeArticle, makeTickers, makeUser } from "../testing/factories";
import { testEngines, useTestDatabase } from "../testing/test-databases";
import { correctArticleImpact, listImpactCorrections, listReclassifiableArticles, updateClassifiedImpacts } from "./impact-corrections";
import { linkArticleTickers, replaceArticleTickers } from "./tickers";

describe.each(testEngines)("impact corrections on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("saves an editor's impact on the story and keeps one label per story, with the text it was given for", async () => {
    const db = database().db;
    const editor = await makeUser(db);
    const story = await makeArticle(db, { title: "Nvidia cuts guidance on export curbs", summary: "Shares fall 6%.", impact: "low" });

    expect(await correctArticleImpact(db, { articleId: story.id, impact: "mid", userId: editor.id })).toBe(true);
    const [stored] = await db.select().from(articles).where(eq(articles.id, story.id));
    expect(stored!.impact).toBe("mid");
    expect(stored!.impactEditedAt).toBeInstanceOf(Date);

    expect(await correctArticleImpact(db, { articleId: story.id, impact: "high", userId: editor.id })).toBe(true);
    const corrections = (await listImpactCorrections(db)).filter((row) => row.articleId === story.id);
    expect(corrections).toEqual([
      expect.objectContaining({ articleId: story.id, label: "high", title: "Nvidia cuts guidance on export curbs", summary: "Shares fall 6%.", userId: editor.id }),
    ]);
    expect(await correctArticleImpact(db, { articleId: story.id + 1_000_000, impact: "low", userId: null })).toBe(false);
  });

  it("lists every story in pages by id, with what an editor set, and stores new impacts only where no editor did", async () => {
    const db = database().db;
    const listings = await makeTickers(db, ["NVDA", "AMD"]);
    const machine = await makeArticle(db, { impact: "low", relatedTickers: ["SMH"] });
    await linkArticleTickers(db, [
      { articleId: machine.id, tickerId: listings.get("AMD")!.id, position: 1 },
      { articleId: machine.id, tickerId: listings.get("NVDA")!.id, position: 0 },
    ]);
    const edited = await makeArticle(db, { impact: "low" });
    await correctArticleImpact(db, { articleId: edited.id, impact: "low", userId: null });
    await replaceArticleTickers(db, edited.id, []);

    const page = await listReclassifiableArticles(db, { afterId: machine.id - 1, limit: 10 });
    expect(page).toEqual([
      expect.objectContaining({ id: machine.id, impactEdited: false, tickersOrigin: "linker", tickers: ["NVDA", "AMD"], relatedTickers: ["SMH"] }),
      expect.objectContaining({ id: edited.id, impactEdited: true, tickersOrigin: "editor", tickers: [], relatedTickers: [] }),
    ]);
    expect(await listReclassifiableArticles(db, { afterId: edited.id, limit: 10 })).toEqual([]);

    const changed = await updateClassifiedImpacts(db, [
      { id: machine.id, impact: "high", impactRules: ["war-act"] },
      // An editor's story is left alone even when asked.
      { id: edited.id, impact: "high", impactRules: ["war-act"] },
    ]);
    expect(changed).toEqual([machine.id]);
    const rows = await db.select({ id: articles.id, impact: articles.impact, rules: articles.impactRules }).from(articles);
    expect(rows.find((row) => row.id === machine.id)).toEqual({ id: machine.id, impact: "high", rules: ["war-act"] });
    expect(rows.find((row) => row.id === edited.id)).toMatchObject({ impact: "low", rules: [] });
  });
});
