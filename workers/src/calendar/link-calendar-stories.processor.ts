import { presentCalendarEvent, withCalendarReactions, withCalendarStories } from "@tradewire/db";
import { defineProcessor } from "../events/processor-definition";
import { linkStoryToCalendar } from "./link-calendar-stories";

/**
 * A new story is linked to the calendar events it speaks of (a CPI story to the CPI, results to the company's earnings);
 * each event that gained it is pushed as `calendar.updated`, so an open calendar shows the story under its row.
 */
export const linkCalendarStoriesOnArticle = defineProcessor("article.created", {
  name: "link-calendar-stories",
  handle: async (article, context) => {
    const db = context.database.db;
    const linked = await linkStoryToCalendar(db, {
      id: Number(article.id),
      title: article.title,
      summary: article.summary,
      tags: article.tags,
      publishedAt: Date.parse(article.date_published),
      tickers: article.tickers.flatMap((ticker) => (typeof ticker === "string" ? [] : [{ ticker: ticker.ticker, company: ticker.company }])),
    });
    if (!linked.length) return;
    for (const event of await withCalendarStories(db, await withCalendarReactions(db, linked))) {
      await context.publish("calendar.updated", presentCalendarEvent(event));
    }
  },
});
