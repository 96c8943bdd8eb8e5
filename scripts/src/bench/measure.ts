/** Runs `work` repeatedly for about `ms` and answers operations per second. */
export async function throughput(work: () => Promise<number> | number, ms = 2_000): Promise<number> {
  let operations = 0;
  const started = performance.now();
  while (performance.now() - started < ms) operations += await work();
  return operations / ((performance.now() - started) / 1000);
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

export const fmt = (value: number, digits = 0) => value.toLocaleString("en-US", { maximumFractionDigits: digits });

export function report(name: string, value: string, baselineName: string, baseline: string, ratio: number) {
  console.log(`${name.padEnd(44)} ${value.padStart(16)}   baseline ${baselineName}: ${baseline.padStart(12)}   ratio ${ratio.toFixed(2)}`);
}

/**
 * The environment of an app as `npm start` runs it for a benchmark, on loopback at `port` with its data in `dataDir`:
 * the replay set seeded once, and no story released while the benchmark runs.
 */
export function replayAppEnv(port: number, dataDir: string): Record<string, string> {
  return {
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    SOURCES: "replay",
    REPLAY_INTERVAL_MS: "3600000",
  };
}
