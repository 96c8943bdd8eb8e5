import { findFeedArticles, type Database } from "@tradewire/db";
import { HttpError } from "../../http/http-error";

/** Answers 404 naming the id unless the story exists: the editor's routes check it before reading or writing. */
export async function requireArticle(db: Database, id: number): Promise<void> {
  if (!(await findFeedArticles(db, [id])).length) throw new HttpError(404, `No article ${id}`);
}
