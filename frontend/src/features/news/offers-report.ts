import type { Article } from "@tradewire/core";
import { UNKNOWN_ID } from "@tradewire/core/wire-constants";

/** Visitors never learn whether a report exists; a story with tickers offers them the sign-in teaser. */
export function offersReport(article: Article): boolean {
  return article.is_report_present || (article.id === UNKNOWN_ID && article.tickers.length > 0);
}
