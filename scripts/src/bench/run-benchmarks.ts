import { benchAlerts } from "./bench-alerts";
import { benchBundle } from "./bench-bundle";
import { benchClassify } from "./bench-classify";
import { benchIngest } from "./bench-ingest";
import { benchLink } from "./bench-link";
import { benchMap } from "./bench-map";
import { benchMoves } from "./bench-moves";
import { benchPlans } from "./bench-plans";
import { benchPush } from "./bench-push";
import { benchQuotes } from "./bench-quotes";
import { benchReads } from "./bench-reads";
import { benchReport } from "./bench-report";
import { benchScorecard } from "./bench-scorecard";
import { benchSoak } from "./bench-soak";

/**
 * `npm run bench`: every figure beside a baseline measured in the same run, so the ratio means
 * something on a shared, noisy machine. PostgreSQL runs when TEST_DATABASE_URL is set.
 * `npm run bench -- bundle` prints only the JavaScript per route; `npm run bench -- reads` only B2, the hot reads;
 * `npm run bench -- plans` only the query plans of the feed's pages (EXPLAIN ANALYZE over 20,000 stories);
 * `npm run bench -- alerts` only B3, alert matching; `npm run bench -- classify` only classification;
 * `npm run bench -- quotes` only the quote fan-out (200 tickers a second to 1,000 members);
 * `npm run bench -- scorecard` only the scorecard over 100,000 reactions, against a plain aggregate of them;
 * `npm run bench -- moves` only move detection over 5,000 tickers' 5-minute bars and 5,000 markets' paths per tick;
 * `npm run bench -- map` only the Israel-Iran map's frame rate as it pans and zooms, in Chromium;
 * `npm run bench -- soak` only the soak of the scaled set-up (its own PostgreSQL and Redis, two API nodes, two workers).
 */
console.log(`tradewire benchmarks — node ${process.version}, ${new Date().toISOString()}`);
if (process.argv.includes("reads")) {
  await benchReads();
  process.exit(0);
}
if (process.argv.includes("plans")) {
  await benchPlans();
  process.exit(0);
}
if (process.argv.includes("alerts")) {
  await benchAlerts();
  process.exit(0);
}
if (process.argv.includes("map")) {
  await benchMap();
  process.exit(0);
}
if (process.argv.includes("soak")) {
  await benchSoak();
  process.exit(0);
}
if (process.argv.includes("quotes")) {
  await benchQuotes();
  process.exit(0);
}
if (process.argv.includes("classify")) {
  await benchClassify();
  process.exit(0);
}
if (process.argv.includes("scorecard")) {
  await benchScorecard();
  process.exit(0);
}
if (process.argv.includes("moves")) {
  await benchMoves();
  process.exit(0);
}
await benchBundle();
if (process.argv.includes("bundle")) process.exit(0);
await benchClassify();
await benchLink();
await benchAlerts();
await benchIngest("pglite");
if (process.env.TEST_DATABASE_URL) await benchIngest("postgres");
else console.log("ingestion on postgres: skipped (set TEST_DATABASE_URL)");
await benchPush();
await benchQuotes();
await benchReport();
await benchScorecard();
await benchMoves();
await benchReads();
await benchPlans();
await benchMap();
await benchSoak();
process.exit(0);
