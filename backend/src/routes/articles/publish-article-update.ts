import type { Article, Publish } from "@tradewire/core";
import { findFeedArticles, presentArticle, type Database } from "@tradewire/db";
import { HttpError } from "../../http/http-error";

/**
 * After an editor's change to a story: reads it as the feed shows it and pushes `article.updated`, so open
 * screens update it in place (visitors get the redacted copy) and every API node drops its cached pages.
 */
export async function publishArticleUpdate(db: Database, publish: Publish, id: number): Promise<Article> {
  const [stored] = await findFeedArticles(db, [id]);
  if (!stored) throw new HttpError(404, `No article ${id}`);
  const article = presentArticle(stored);
  await publish("article.updated", article);
  return article;
}
