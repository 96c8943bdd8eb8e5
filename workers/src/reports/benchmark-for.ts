/** US listings are measured against SPY; BENCHMARKS ("Canada=EWC,China=FXI") sets others by country. */
const DEFAULT_BENCHMARK = "SPY";

/** Every benchmark symbol: SPY and those BENCHMARKS names. A benchmark measured against itself moves 0% vs itself. */
export function benchmarkSymbols(overrides: readonly string[]): string[] {
  return [...new Set([DEFAULT_BENCHMARK, ...overrides.map((pair) => pair.split("=")[1]!.trim())])];
}

export function benchmarkFor(country: string | null, overrides: readonly string[]): string {
  for (const pair of overrides) {
    const [name, symbol] = pair.split("=");
    if (country && name!.trim().toLowerCase() === country.toLowerCase()) return symbol!.trim();
  }
  return DEFAULT_BENCHMARK;
}
