import { readFileSync } from "node:fs";
import { impactSchema } from "@tradewire/core";
import { z } from "zod";
import { marketPlatforms } from "@tradewire/core/wire-constants";

const replayArticleSchema = z.object({
  title: z.string().min(1),
  summary: z.string(),
  url: z.url(),
  source: z.string().min(1),
  minutes_ago: z.number().int().min(0),
  tickers: z.array(z.string()),
  tags: z.array(z.string()),
  expected_impact: impactSchema,
  markets: z
    .array(
      z.object({
        platform: z.enum(marketPlatforms),
        external_id: z.string(),
        question: z.string(),
        slug: z.string().nullable(),
        closed: z.boolean(),
      }),
    )
    .optional(),
});
export type ReplayArticle = z.infer<typeof replayArticleSchema>;

const file = new URL("../../data/replay-articles.json", import.meta.url);
let cached: ReplayArticle[] | undefined;

/** The bundled replay set (workers/data/replay-articles.json), newest first. */
export function loadReplaySet(): ReplayArticle[] {
  cached ??= z
    .array(replayArticleSchema)
    .parse(JSON.parse(readFileSync(file, "utf8")))
    .sort((a, b) => a.minutes_ago - b.minutes_ago);
  return cached;
}
