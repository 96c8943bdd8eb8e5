import { readFileSync } from "node:fs";
import { z } from "zod";

/** Built by scripts/src/build-replay-prices.ts and committed, so the replay provider needs nothing outside the repo. */
const REPLAY_PRICES_FILE = new URL("../../data/replay-prices.json", import.meta.url);

const replayPricesSchema = z.object({
  /** The day whose close is each symbol's `price`. */
  anchorDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  symbols: z.record(z.string(), z.object({ price: z.number().positive(), dailyVolatility: z.number().positive() })),
});
export type ReplayPrices = z.infer<typeof replayPricesSchema>;

let cached: ReplayPrices | undefined;

/** The bundled anchors (workers/data/replay-prices.json), read and checked once per process. */
export function loadReplayPrices(): ReplayPrices {
  cached ??= replayPricesSchema.parse(JSON.parse(readFileSync(REPLAY_PRICES_FILE, "utf8")));
  return cached;
}
