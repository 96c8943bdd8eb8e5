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
