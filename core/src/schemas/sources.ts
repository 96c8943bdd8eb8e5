import { z } from "zod";

/** One polled source's health (GET /api/sources, admins). */
export const sourceHealthSchema = z.object({
  id: z.string(),
  healthy: z.boolean(),
  last_success_at: z.iso.datetime().nullable(),
  last_error_at: z.iso.datetime().nullable(),
  last_error: z.string().nullable(),
  consecutive_failures: z.number().int(),
  items_seen: z.number().int(),
  items_new: z.number().int(),
  next_poll_at: z.iso.datetime().nullable(),
  /** Its name in the news source list; the id for other polled sources (the prediction-market platforms). */
  name: z.string(),
  /** How often it is polled while healthy; null for sources outside the news source list. */
  interval_seconds: z.number().int().nullable(),
  /** New stories it brought in the last 24 hours. */
  items_24h: z.number().int(),
  /** Of those, stories without a publication time of their own: their delay cannot be measured. */
  items_unstamped_24h: z.number().int(),
  /** Of those, the backlog of a catch-up poll (the source's first, or after an hour without an answer): not measured either. */
  items_backlog_24h: z.number().int(),
  /** Delay from each measured story's own publication time to its push to open screens, last 24 hours; null without one. */
  delay_p50_seconds: z.number().nullable(),
  delay_p90_seconds: z.number().nullable(),
});
export type SourceHealth = z.infer<typeof sourceHealthSchema>;

/** The freshness goal: nine stories in ten on screen within this many seconds of their publication. */
export const SOURCE_DELAY_GOAL_P90_SECONDS = 90;

export const sourcesAnswerSchema = z.object({ sources: z.array(sourceHealthSchema) });
export type SourcesAnswer = z.infer<typeof sourcesAnswerSchema>;
