import { benchAlerts } from "./bench-alerts";
import { benchClassify } from "./bench-classify";
import { benchIngest } from "./bench-ingest";
import { benchLink } from "./bench-link";
import { benchPush } from "./bench-push";
import { benchReport } from "./bench-report";

/**
 * `npm run bench`: every figure beside a baseline measured in the same run, so the ratio means
 * something on a shared, noisy machine. PostgreSQL runs when TEST_DATABASE_URL is set.
 */
console.log(`tradewire benchmarks — node ${process.version}, ${new Date().toISOString()}`);
await benchClassify();
await benchLink();
await benchAlerts();
await benchIngest("pglite");
if (process.env.TEST_DATABASE_URL) await benchIngest("postgres");
else console.log("ingestion on postgres: skipped (set TEST_DATABASE_URL)");
await benchPush();
await benchReport();
process.exit(0);
