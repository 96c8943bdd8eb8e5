/** US listings are measured against SPY; BENCHMARKS ("Canada=EWC,China=FXI") sets others by country. */
const DEFAULT_BENCHMARK = "SPY";

/** Each listing country's benchmark as BENCHMARKS names them (countries lower-cased), and the one for every other. */
export interface BenchmarkTable {
  byCountry: readonly (readonly [country: string, symbol: string])[];
  fallback: string;
}

export function benchmarkTable(overrides: readonly string[]): BenchmarkTable {
  return {
    byCountry: overrides.map((pair) => {
      const [name, symbol] = pair.split("=");
      return [name!.trim().toLowerCase(), symbol!.trim()] as const;
    }),
    fallback: DEFAULT_BENCHMARK,
  };
}

export function benchmarkFor(country: string | null, overrides: readonly string[]): string {
  const table = benchmarkTable(overrides);
  return table.byCountry.find(([name]) => country !== null && name === country.toLowerCase())?.[1] ?? table.fallback;
}
