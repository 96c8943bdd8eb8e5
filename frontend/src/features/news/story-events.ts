import type { Article } from "@tradewire/core";
import { trackEvent } from "../../api/track-event";

/** Spec section 2's Article Clicked, whether the title was clicked or opened from the keyboard. */
export function trackArticleClicked(article: Article): void {
  trackEvent("Article Clicked", { article_id: article.id, url: article.url, source: article.source, impact: article.impact });
}

/** Spec section 2's Stock Report Clicked, whether the button was clicked or the report opened from the keyboard. */
export function trackReportClicked(article: Article): void {
  trackEvent("Stock Report Clicked", { article_id: article.id, url: article.url });
}
