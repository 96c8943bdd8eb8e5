import { listImpactCorrections } from "@tradewire/db";
import { makeArticle } from "@tradewire/db/testing/factories";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { io as connect, type Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJson } from "../../testing/read-json";
import { startTestServer, type TestServer } from "../../testing/test-server";

describe.each(testEngines)("article impact route on %s", (engine) => {
  let app: TestServer;
  let trader: string;
  let admin: string;
  let articleId: number;

  beforeAll(async () => {
    app = await startTestServer(engine);
    [trader, admin] = await Promise.all([app.tokenFor("trader@demo.local"), app.tokenFor("admin@demo.local")]);
    articleId = (await makeArticle(app.database.db, { title: "Nvidia cuts guidance on export curbs", summary: "Shares fall 6% after hours.", impact: "low" })).id;
  });
  afterAll(async () => {
    await app?.close();
  });

  const call = (token: string | undefined, id: number | string, body: unknown) =>
    fetch(`${app.url}/api/articles/${id}/impact`, {
      method: "PUT",
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("saves an admin's impact, stores it as a label, and pushes the story to open screens", async () => {
    const socket: Socket = connect(app.url, { transports: ["websocket"], auth: { token: trader }, reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once("connect", resolve);
        socket.once("connect_error", reject);
      });
      const pushed = new Promise<Record<string, unknown>>((resolve) => socket.once("article.updated", resolve));
      const saved = await call(admin, articleId, { impact: "mid" });
      expect(saved.status).toBe(200);
      expect(await readJson(saved)).toMatchObject({ success: true, article: { id: String(articleId), impact: "mid" } });
      expect(await pushed).toMatchObject({ id: String(articleId), impact: "mid" });
    } finally {
      socket.disconnect();
    }
    expect((await listImpactCorrections(app.database.db)).filter((row) => row.articleId === articleId)).toEqual([
      expect.objectContaining({ label: "mid", title: "Nvidia cuts guidance on export curbs", summary: "Shares fall 6% after hours.", userId: expect.any(Number) }),
    ]);
  });

  it("keeps one correction per story: a second one replaces the first", async () => {
    expect((await call(admin, articleId, { impact: "high" })).status).toBe(200);
    const rows = (await listImpactCorrections(app.database.db)).filter((row) => row.articleId === articleId);
    expect(rows.map((row) => row.label)).toEqual(["high"]);
  });

  it("answers 400 naming a bad value, 404 for an unknown story, 403 to members, 401 to visitors", async () => {
    const bad = await call(admin, articleId, { impact: "severe" });
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).message).toBe('body.impact: must be high, mid or low, not "severe"');
    const unknown = await call(admin, 999_999_999, { impact: "low" });
    expect(unknown.status).toBe(404);
    expect((await readJson(unknown)).message).toBe("No article 999999999");
    expect((await call(trader, articleId, { impact: "low" })).status).toBe(403);
    expect((await call(undefined, articleId, { impact: "low" })).status).toBe(401);
    const rows = (await listImpactCorrections(app.database.db)).filter((row) => row.articleId === articleId);
    expect(rows.map((row) => row.label)).toEqual(["high"]);
  });
});
