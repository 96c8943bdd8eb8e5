import { z } from "zod";
import { impacts, reactionHorizons } from "../wire-constants";
import { calendarOutcomes, releaseAssets, releaseReactionHorizons, surpriseSizes } from "./calendar";

/** One group of the scorecard: its stories' measured reactions over one horizon. */
const scorecardGroupSchema = <K extends z.ZodType<string>>(key: K) =>
  z.object({
    key,
    horizon: z.enum(reactionHorizons),
    reactions: z.number().int(),
    /** The median |abnormal return| (the ticker's return minus its benchmark's), a fraction. */
    median_abs_abnormal_return: z.number(),
    /** Of the reactions with a σ, the share of 1σ or more, and of 2σ or more; null when none had one. */
    share_over_1_sigma: z.number().nullable(),
    share_over_2_sigma: z.number().nullable(),
  });

/** Whose prices measured a set of reactions: the market's (Yahoo), the replay set's simulated ones, both, or no reaction yet. */
export const reactionPricesSchema = z.enum(["live", "simulated", "mixed", "none"]);
export type ReactionPrices = z.infer<typeof reactionPricesSchema>;

/** One group of scheduled releases' reactions: one key, over one horizon, on one kind of instrument. */
const releaseGroupSchema = <K extends z.ZodType<string>>(key: K) =>
  z.object({
    key,
    horizon: z.enum(releaseReactionHorizons),
    /** Stock index funds, Treasuries (TLT), the dollar (UUP), or the companies that reported. */
    asset: z.enum(releaseAssets),
    reactions: z.number().int(),
    /** The median |return|, a fraction. */
    median_abs_return: z.number(),
    /** Companies: the median |abnormal return| (against the benchmark); null for funds, measured on their own move. */
    median_abs_abnormal_return: z.number().nullable(),
    /** Of the reactions with a σ, the share of 1σ or more, and of 2σ or more; null when none had one. */
    share_over_1_sigma: z.number().nullable(),
    share_over_2_sigma: z.number().nullable(),
  });

/**
 * What scheduled releases moved (issue 30): their measured reactions grouped by importance (everyone), and by beat,
 * miss or in line and by the surprise's size relative to the consensus (members; null for a visitor).
 */
export const releaseScorecardSchema = z.object({
  prices: reactionPricesSchema,
  by_importance: z.array(releaseGroupSchema(z.enum(impacts))),
  by_outcome: z.array(releaseGroupSchema(z.enum(calendarOutcomes))).nullable(),
  by_surprise: z.array(releaseGroupSchema(z.enum(surpriseSizes))).nullable(),
});
export type ReleaseScorecard = z.infer<typeof releaseScorecardSchema>;
export type ReleaseScorecardGroup = ReleaseScorecard["by_importance"][number];

/**
 * GET /api/scorecard: the impact tag's public report card, what prices did after HIGH, MID and LOW stories. Visitors get
 * the figures by impact; members by topic tag and by source too (null for a visitor). `prices` says whether the
 * reactions were measured on market prices or on the replay set's simulated ones.
 */
export const scorecardSchema = z.object({
  prices: reactionPricesSchema,
  by_impact: z.array(scorecardGroupSchema(z.enum(impacts))),
  by_tag: z.array(scorecardGroupSchema(z.string())).nullable(),
  by_source: z.array(scorecardGroupSchema(z.string())).nullable(),
  /** Scheduled releases: what a surprise of a given size moved. */
  releases: releaseScorecardSchema,
});
export type Scorecard = z.infer<typeof scorecardSchema>;
export type ScorecardGroupWire = NonNullable<Scorecard["by_tag"]>[number];
