import { z } from "zod";
import { reactionHorizons } from "../wire-constants";
import { articleSchema, storyReactionSchema } from "./articles";
import { reactionPricesSchema } from "./scorecard";

/** An earlier story like this one, with what it shares with it and what prices did after it. */
export const similarStorySchema = articleSchema.pick({ id: true, title: true, url: true, source: true, impact: true, date_published: true }).extend({
  /** This story's named tickers that it named too, in its order. */
  shared_tickers: z.array(z.string()),
  /** This story's topic tags that it had too. */
  shared_tags: z.array(z.string()),
  /** Every reaction measured after it, each named ticker's in its order and, for each, by horizon. */
  reactions: z.array(storyReactionSchema),
});
export type SimilarStory = z.infer<typeof similarStorySchema>;

/** The mean of the similar stories' reactions over one horizon. */
export const similarReactionAverageSchema = z.object({
  horizon: z.enum(reactionHorizons),
  /** How many reactions the mean is over. */
  reactions: z.number().int().min(1),
  /** The mean abnormal return, a fraction. */
  abnormal_return: z.number(),
  /** The mean size in σ of those that had one; null when none had. */
  z_score: z.number().nullable(),
});
export type SimilarReactionAverage = z.infer<typeof similarReactionAverageSchema>;

/**
 * GET /api/articles/:id/similar: "What happened last time". Up to five stories of the 365 days before this one that share
 * its named tickers, topic tags and title words, the most alike first (see similarStories in db), each with its measured
 * reactions, and the mean reaction per horizon. The means are over their reactions of the tickers this story names
 * (`averaged_over` "shared_tickers"), or over all their reactions when none of those was measured ("all_tickers"); null
 * when there is nothing to average. `prices` says whether the reactions were measured on market prices or the replay
 * set's simulated ones.
 */
export const similarStoriesSchema = z.object({
  stories: z.array(similarStorySchema),
  averaged_over: z.enum(["shared_tickers", "all_tickers"]).nullable(),
  averages: z.array(similarReactionAverageSchema),
  prices: reactionPricesSchema,
});
export type SimilarStories = z.infer<typeof similarStoriesSchema>;
