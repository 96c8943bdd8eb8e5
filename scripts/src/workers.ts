import { readConfigOrExit } from "./read-config";
import { stopOnSignal } from "./run-until-signal";

const config = readConfigOrExit();
if (!config.REDIS_URL || !config.DATABASE_URL) {
  process.stderr.write("tradewire: `npm run workers` needs REDIS_URL and DATABASE_URL (without them, `npm start` runs every job inline)\n");
  process.exit(2);
}
const { startWorkers } = await import("@tradewire/workers");
const workers = await startWorkers({ ...config, REDIS_URL: config.REDIS_URL, DATABASE_URL: config.DATABASE_URL });
stopOnSignal(workers.stop);
