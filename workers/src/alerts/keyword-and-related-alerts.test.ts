import { articleFixture } from "@tradewire/core/testing/article-fixture";
import { createChannel, tables } from "@tradewire/db";
import { makeAlert, makeArticle, makeUser } from "@tradewire/db/testing/factories";
import { createTestDatabase, testEngines, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobContextForTest } from "../testing/job-context-for-test";
import { matchAlertsOnArticle } from "./match-alerts.processor";

describe.each(testEngines)("keyword and related-ticker alerts on %s", (engine) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.drop();
  });

  async function alertWith(overrides: Parameters<typeof makeAlert>[3]) {
    const user = await makeUser(database.db);
    const channel = await createChannel(database.db, user.id, { channelName: "mail", type: "email", email: "a@example.com", endpoint: null, channelKey: null, signingSecret: null });
    return makeAlert(database.db, user.id, channel.id, overrides);
  }
  const reasonsFor = async (alertId: number) =>
    (await database.db.select().from(tables.deliveries).where(eq(tables.deliveries.alertId, alertId))).map((row) => (row.payload as { reasons: string[] }).reasons);

  /** A stored story (so its summary can be read) as the event bus hands it to processors. */
  async function storyEvent(title: string, summary: string, fields: Parameters<typeof articleFixture>[0] = {}) {
    const row = await makeArticle(database.db, { title, summary });
    return articleFixture({ id: String(row.id), title, url: row.url, ...fields });
  }

  it("delivers a keyword alert once for a story whose summary holds the phrase, and not for one that says it only in an opinion", async () => {
    const alert = await alertWith({ name: "Controls", keywords: '"export controls" -opinion' });
    const { context } = await jobContextForTest(database);
    const news = await storyEvent("Washington widens chip curbs", "The Commerce Department tightened export controls on AI chips to China.");
    await matchAlertsOnArticle.handle(news as never, context);
    await matchAlertsOnArticle.handle(news as never, context);
    await matchAlertsOnArticle.handle((await storyEvent("Opinion: curbs backfire", "Export controls hurt US firms.")) as never, context);
    expect(await reasonsFor(alert.id)).toEqual([['keywords "export controls" -opinion']]);
  });

  it("meets a story that only relates the alert's ticker when the alert opts in", async () => {
    const opted = await alertWith({ name: "USO related", tickers: ["USO"], includeRelated: true });
    const named = await alertWith({ name: "USO named", tickers: ["USO"] });
    const { context } = await jobContextForTest(database);
    const opec = await storyEvent("OPEC+ agrees deeper output cuts", "", { tags: ["oil", "middle-east"], related_tickers: ["USO", "XLE"], impact: "high" });
    await matchAlertsOnArticle.handle(opec as never, context);
    expect(await reasonsFor(opted.id)).toEqual([["related ticker USO"]]);
    expect(await reasonsFor(named.id)).toEqual([]);
  });
});
