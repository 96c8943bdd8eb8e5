/** US listings are measured against SPY; BENCHMARKS ("Canada=EWC,China=FXI") sets others by country. */
const DEFAULT_BENCHMARK = "SPY";

export function benchmarkFor(country: string | null, overrides: readonly string[]): string {
  for (const pair of overrides) {
    const [name, symbol] = pair.split("=");
    if (country && name!.trim().toLowerCase() === country.toLowerCase()) return symbol!.trim();
  }
  return DEFAULT_BENCHMARK;
}
