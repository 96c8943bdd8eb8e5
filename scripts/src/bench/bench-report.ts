import { barRequestsFor, buildReport, type BarInterval, type PriceBar } from "@tradewire/core/domain/report/index";
import { makeFeedArticle } from "@tradewire/db/testing/factories";
import { createTestDatabase } from "@tradewire/db/testing/test-databases";
import { buildReportJob } from "@tradewire/workers/reports/build-report.job";
import { createReplayProvider } from "@tradewire/workers/prices";
import { runAttempt } from "@tradewire/workers/runners/job-runner";
import { jobContextForTest } from "@tradewire/workers/testing/job-context-for-test";
import { fmt, report } from "./measure";

const SYMBOLS = ["NVDA", "AMD", "INTC", "AAPL", "MSFT", "TSLA", "XOM", "CVX", "BA", "LMT"];
const ROUNDS = 30;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Report build time for 10 tickers × 4 frames: the pure computation, and the whole build-report job from
 * cached bars (read, compute, store, push), against reading the same cached bars alone.
 */
export async function benchReport() {
  const publishedAt = new Date(Date.now() - 3 * 24 * 3600_000);
  const now = new Date();
  const provider = createReplayProvider();
  const bars: Record<string, Partial<Record<BarInterval, PriceBar[]>>> = {};
  for (const symbol of [...SYMBOLS, "SPY"]) {
    bars[symbol] = {};
    for (const request of barRequestsFor(publishedAt, now)) bars[symbol]![request.interval] = await provider.history(symbol, request);
  }
  const tickers = SYMBOLS.map((ticker) => ({ ticker, company: ticker, exchange: "NASDAQ", benchmark: "SPY" }));
  const pure: number[] = [];
  const touch: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    let started = performance.now();
    buildReport({ article: { title: "bench", publishedAt }, now, tickers, bars });
    pure.push(performance.now() - started);
    started = performance.now();
    JSON.parse(JSON.stringify(bars));
    touch.push(performance.now() - started);
  }
  report("report compute, 10 tickers x 4 frames (ms)", fmt(median(pure), 2), "copy the bars", fmt(median(touch), 2), median(pure) / median(touch));

  const database = await createTestDatabase("pglite");
  try {
    const { context } = await jobContextForTest(database, { PRICE_SOURCE: "replay" });
    const article = await makeFeedArticle(database.db, { title: "bench", datePublished: publishedAt, tickers: SYMBOLS });
    await runAttempt(buildReportJob, { articleId: article.id }, context, 1);
    const job: number[] = [];
    for (let round = 0; round < 10; round++) {
      const started = performance.now();
      await runAttempt(buildReportJob, { articleId: article.id }, context, 1);
      job.push(performance.now() - started);
    }
    report("build-report job from cached bars, PGlite (ms)", fmt(median(job), 1), "pure compute", fmt(median(pure), 2), median(job) / median(pure));
  } finally {
    await database.drop();
  }
}
