import { similarStoriesSchema } from "@tradewire/core";
import { makeFeedArticle, makeReaction } from "@tradewire/db/testing/factories";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJson } from "../../testing/read-json";
import { startTestServer, type TestServer } from "../../testing/test-server";

describe.each(testEngines)("the similar stories route on %s", (engine) => {
  let app: TestServer;
  let trader: string;
  let storyId: number;
  let earlierId: number;

  beforeAll(async () => {
    app = await startTestServer(engine);
    trader = await app.tokenFor("trader@demo.local");
    const db = app.database.db;
    const at = (date: number) => new Date(Date.UTC(2026, 10, date, 15));
    const earlier = await makeFeedArticle(db, { title: "US widens chip export curbs on China", source: "reuters", impact: "high", datePublished: at(3), tickers: ["NVDA"], tags: ["chips"] });
    await makeReaction(db, { articleId: earlier.id, ticker: "NVDA", abnormalReturn: -0.012, zScore: -1.8 });
    await makeReaction(db, { articleId: earlier.id, ticker: "NVDA", horizon: "1d", abnormalReturn: -0.02, priceSource: "yahoo" });
    const unrelated = await makeFeedArticle(db, { title: "Oil jumps as OPEC cuts output", datePublished: at(4), tickers: ["XOM"], tags: ["oil"] });
    await makeReaction(db, { articleId: unrelated.id, ticker: "XOM", abnormalReturn: 0.01 });
    earlierId = earlier.id;
    storyId = (await makeFeedArticle(db, { title: "US curbs Nvidia chip exports to China", datePublished: at(20), tickers: ["NVDA"], tags: ["chips"] })).id;
  });
  afterAll(async () => {
    await app?.close();
  });

  const call = (path: string, token?: string) => fetch(`${app.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it("tells a member what happened after the earlier stories like this one, and the mean reaction", async () => {
    const answer = await call(`/api/articles/${storyId}/similar`, trader);
    expect(answer.status).toBe(200);
    const body = await readJson(answer);
    expect(similarStoriesSchema.safeParse(body).error).toBeUndefined();
    expect(body).toEqual({
      stories: [
        {
          id: String(earlierId),
          title: "US widens chip export curbs on China",
          url: expect.any(String),
          source: "reuters",
          impact: "high",
          date_published: "2026-11-03T15:00:00.000Z",
          shared_tickers: ["NVDA"],
          shared_tags: ["chips"],
          reactions: [
            { ticker: "NVDA", horizon: "30m", benchmark: "SPY", abnormal_return: -0.012, z_score: -1.8 },
            { ticker: "NVDA", horizon: "1d", benchmark: "SPY", abnormal_return: -0.02, z_score: null },
          ],
        },
      ],
      averaged_over: "shared_tickers",
      averages: [
        { horizon: "30m", reactions: 1, abnormal_return: -0.012, z_score: -1.8 },
        { horizon: "1d", reactions: 1, abnormal_return: -0.02, z_score: null },
      ],
      // One reaction on the replay set's prices, one on Yahoo's.
      prices: "mixed",
    });
  });

  it("answers 401 to visitors, 404 naming an unknown story and 400 for an id that is not one", async () => {
    expect((await call(`/api/articles/${storyId}/similar`)).status).toBe(401);
    const missing = await call("/api/articles/999999999/similar", trader);
    expect(missing.status).toBe(404);
    expect(await readJson(missing)).toEqual({ error: "not_found", message: "No article 999999999" });
    const bad = await call("/api/articles/abc/similar", trader);
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).message).toBe("params.id: must be a numeric article id");
  });
});
