import { buildReport, barRequestsFor, type BarInterval, type PriceBar } from "@tradewire/core/domain/report/index";
import { findFeedArticles, saveReport } from "@tradewire/db";
import { defineJob } from "../job-definition";
import { PermanentJobError } from "../runners/job-errors";
import { benchmarkFor } from "./benchmark-for";
import { cachedHistories } from "./cached-history";
import { priceProviderFor } from "./price-provider-for";

/**
 * What each of the article's tickers (and its benchmark) did since the story broke; stored and pushed. A
 * ticker the price provider does not know gets an empty row; when no ticker has a price the report says so
 * (noPriceData) rather than failing, so the story still gets its report.
 */
export const buildReportJob = defineJob("build-report", {
  // Price APIs rate-limit: wait longer between tries than the default.
  backoff: { type: "exponential", delayMs: 5_000 },
  timeoutMs: 120_000,
  dedupKey: ({ articleId }) => String(articleId),
  handler: async ({ articleId }, context) => {
    const { database, publish, config, logger } = context;
    const [article] = await findFeedArticles(database.db, [articleId]);
    if (!article) throw new PermanentJobError(`No article ${articleId}`);
    if (!article.tickers.length) throw new PermanentJobError(`Article ${articleId} has no tickers`);

    const provider = await priceProviderFor(context);
    const now = new Date();
    const tickers = article.tickers.map((ticker) => ({ ...ticker, benchmark: benchmarkFor(ticker.country, config.BENCHMARKS) }));
    const symbols = [...new Set(tickers.flatMap((ticker) => [ticker.ticker, ticker.benchmark]))];
    const requests = barRequestsFor(article.datePublished, now);
    const bars: Record<string, Partial<Record<BarInterval, PriceBar[]>>> = Object.fromEntries(symbols.map((symbol) => [symbol, {}]));
    for (const request of requests) {
      const byInterval = await cachedHistories(database.db, provider, symbols, request, (error) =>
        logger.debug({ err: error, articleId }, "no prices for a report symbol"),
      );
      for (const symbol of symbols) bars[symbol]![request.interval] = byInterval[symbol];
    }

    const report = buildReport({ article: { title: article.title, publishedAt: article.datePublished }, now, tickers, bars });
    // A build that started later (an editor's, after changing tickers) has stored its report already: this one yields.
    if (!(await saveReport(database.db, articleId, report, now))) return;
    await publish("report.updated", { article_id: String(articleId), report });
  },
});
