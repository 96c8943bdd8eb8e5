import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildArticle, buildUser } from "../testing/factories";
import { createTestDatabase, testEngines, type TestDatabase } from "../testing/test-databases";
import { insertArticle, listLatestArticles } from "./articles";
import { oidcPayloadStore } from "./oidc-payloads";
import { findUserById, upsertUserFromIdentity } from "./users";

describe.each(testEngines)("repositories on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.drop();
  });

  describe("users", () => {
    const claims = { issuer: "https://id.example", subject: "sub-1", email: "Boss@Example.com", name: "Boss" };

    it("creates a user on first sight and finds the same row the next time", async () => {
      const first = await upsertUserFromIdentity(database.db, claims, []);
      const second = await upsertUserFromIdentity(database.db, claims, []);
      expect(second.id).toBe(first.id);
      expect(first.userRole).toBe("user");
      expect(first.plan).toBe("free");
      expect(await findUserById(database.db, first.id)).toMatchObject({ email: "Boss@Example.com" });
    });

    it("follows ADMIN_EMAILS both ways, case-insensitively", async () => {
      const promoted = await upsertUserFromIdentity(database.db, claims, ["boss@example.com"]);
      expect(promoted.userRole).toBe("admin");
      const demoted = await upsertUserFromIdentity(database.db, claims, []);
      expect(demoted.userRole).toBe("user");
      expect(demoted.id).toBe(promoted.id);
    });

    it("keeps the same subject from two issuers apart", async () => {
      const a = await upsertUserFromIdentity(database.db, { ...claims, issuer: "https://a.example" }, []);
      const b = await upsertUserFromIdentity(database.db, { ...claims, issuer: "https://b.example" }, []);
      expect(a.id).not.toBe(b.id);
    });
  });

  describe("articles", () => {
    it("applies the spec's defaults: source 'unknown', impact 'low', published now", async () => {
      const before = Date.now();
      const article = await buildArticle(database.db);
      expect(article.source).toBe("unknown");
      expect(article.impact).toBe("low");
      expect(article.topic).toBe(false);
      expect(article.tags).toEqual([]);
      expect(article.datePublished.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    });

    it("stores a URL once and answers the stored story when it comes again", async () => {
      const url = "https://www.cnbc.com/2026/11/22/tariffs.html";
      const first = await insertArticle(database.db, { title: "First title", url, impact: "high" });
      const again = await insertArticle(database.db, { title: "Changed title", url });
      expect(first.created).toBe(true);
      expect(again.created).toBe(false);
      expect(again.article).toMatchObject({ id: first.article.id, title: "First title", impact: "high" });
    });

    it("rejects an impact outside high, mid, low", async () => {
      await expect(
        database.db.execute(sql`insert into articles (title, url, impact) values ('x', 'https://x.test/1', 'extreme')`),
      ).rejects.toThrow();
    });

    it("lists newest first by publication date", async () => {
      await buildArticle(database.db, { title: "older", datePublished: new Date("2026-01-01T00:00:00Z") });
      await buildArticle(database.db, { title: "newest", datePublished: new Date("2030-01-01T00:00:00Z") });
      const [top] = await listLatestArticles(database.db, 1);
      expect(top?.title).toBe("newest");
    });
  });

  describe("oidc payloads", () => {
    it("finds a stored payload by id and uid, and forgets it once expired", async () => {
      const store = oidcPayloadStore(database.db, "Interaction");
      await store.upsert("i-1", { uid: "u-1", prompt: "login" }, 60);
      await store.upsert("i-2", { uid: "u-2" }, -1);
      expect((await store.find("i-1"))?.payload).toEqual({ uid: "u-1", prompt: "login" });
      expect((await store.findByUid("u-1"))?.payload.prompt).toBe("login");
      expect(await store.find("i-2")).toBeUndefined();
    });

    it("marks consumption and revokes every token of a grant", async () => {
      const refresh = oidcPayloadStore(database.db, "RefreshToken");
      const access = oidcPayloadStore(database.db, "AccessToken");
      await refresh.upsert("r-1", { grantId: "g-1" }, 600);
      await access.upsert("a-1", { grantId: "g-1" }, 600);
      await refresh.consume("r-1");
      expect((await refresh.find("r-1"))?.consumedAt).toBeInstanceOf(Date);
      await refresh.revokeByGrantId("g-1");
      expect(await refresh.find("r-1")).toBeUndefined();
      expect(await access.find("a-1")).toBeUndefined();
    });
  });

  it("migrating an up-to-date database again changes nothing", async () => {
    const user = await buildUser(database.db);
    await database.migrate();
    expect(await findUserById(database.db, user.id)).toBeDefined();
  });
});
