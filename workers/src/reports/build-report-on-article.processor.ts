import { defineProcessor } from "../events/processor-definition";
import { priceProviderFor } from "./price-provider-for";

/**
 * Every new story that names a ticker the price provider knows gets its stock report built at once, so a
 * member finds the Report button without waiting for an editor; the build pushes report.updated, which
 * turns the button on in open feeds.
 */
export const buildReportOnArticle = defineProcessor("article.created", {
  name: "build-report-on-article",
  handle: async (article, context) => {
    const symbols = article.tickers.map((ticker) => (typeof ticker === "string" ? ticker : ticker.ticker));
    const provider = await priceProviderFor(context);
    if (!symbols.some((symbol) => provider.knows(symbol))) return;
    await context.jobs.enqueue("build-report", { articleId: Number(article.id) });
  },
});
