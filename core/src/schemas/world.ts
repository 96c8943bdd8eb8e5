import { z } from "zod";

/** The spans the World View offers, spelled as Yahoo spells them; 1 month unless the caller asks. */
export const worldRanges = ["1mo", "3mo", "1y"] as const;
export type WorldRange = (typeof worldRanges)[number];
export const DEFAULT_WORLD_RANGE: WorldRange = "1mo";

/** Where the prices of a world report came from: the price provider, or the bundled replay paths. */
export const worldPriceModes = ["live", "replay"] as const;
export type WorldPriceMode = (typeof worldPriceModes)[number];

export const worldRangeSchema = z.enum(worldRanges, {
  error: (issue) => `unknown range ${JSON.stringify(issue.input)}: use ${worldRanges.join(", ")}`,
});

/** Query of GET /report/world and GET /api/world/banks. */
export const worldRangeQuerySchema = z.object({ range: worldRangeSchema.default(DEFAULT_WORLD_RANGE) });
export type WorldRangeQuery = z.infer<typeof worldRangeQuerySchema>;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be an ISO date (YYYY-MM-DD)");

/** What every world answer says about itself. */
const worldReportHeader = {
  range: worldRangeSchema,
  mode: z.enum(worldPriceModes),
  /** Trading days of the range, ascending: the union of every series' days. */
  dates: z.array(isoDate),
  /** When the report was built, ISO 8601 UTC. */
  built_at: z.string(),
};

/** One G10 member's main equity index, as % change from the start of the range, one value per date. */
export const worldSeriesSchema = z.object({
  region: z.string(),
  /** The index's Yahoo symbol, e.g. ^GSPC. */
  symbol: z.string(),
  /** The index's name as traders know it, e.g. S&P 500. */
  name: z.string(),
  values: z.array(z.number()),
});
export type WorldSeries = z.infer<typeof worldSeriesSchema>;

/** GET /report/world (spec section 7: a date list plus a series per region), 'G10 Performance'. */
export const worldReportSchema = z.object({
  ...worldReportHeader,
  series: z.array(worldSeriesSchema),
  /** Regions whose index had no prices when the report was built, so they have no series. */
  missing: z.array(z.string()),
});
export type WorldReport = z.infer<typeof worldReportSchema>;

/** One of the Big Five Banks of Canada: daily closes (USD, NYSE) and % change from the start of the range. */
export const bankSeriesSchema = z.object({
  symbol: z.string(),
  name: z.string(),
  closes: z.array(z.number()),
  changes: z.array(z.number()),
});
export type BankSeries = z.infer<typeof bankSeriesSchema>;

/** GET /api/world/banks (members), 'Big Five Banks of Canada'. */
export const worldBanksSchema = z.object({
  ...worldReportHeader,
  banks: z.array(bankSeriesSchema),
  /** Symbols that had no prices when the report was built. */
  missing: z.array(z.string()),
});
export type WorldBanks = z.infer<typeof worldBanksSchema>;

/** What the build-world-report job stores per range (world_reports.payload); built_at is the row's. */
export const storedWorldReportSchema = z.object({
  world: worldReportSchema.omit({ built_at: true }),
  banks: worldBanksSchema.omit({ built_at: true }),
});
export type StoredWorldReport = z.infer<typeof storedWorldReportSchema>;
