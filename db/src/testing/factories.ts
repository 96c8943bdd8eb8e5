import { randomUUID } from "node:crypto";
import type { Database } from "../client";
import { insertArticle, type NewArticle } from "../repositories/articles";
import { upsertUserFromIdentity, type IdentityClaims } from "../repositories/users";

export async function buildUser(db: Database, overrides: Partial<IdentityClaims> = {}, adminEmails: string[] = []) {
  const subject = overrides.subject ?? randomUUID();
  return upsertUserFromIdentity(
    db,
    { issuer: "https://issuer.test", subject, email: `${subject}@example.test`, name: "Test User", ...overrides },
    adminEmails,
  );
}

export async function buildArticle(db: Database, overrides: Partial<NewArticle> = {}) {
  const { article } = await insertArticle(db, {
    title: "US raises tariffs on Chinese steel to 50%",
    url: `https://www.reuters.com/markets/${randomUUID()}`,
    ...overrides,
  });
  return article;
}
