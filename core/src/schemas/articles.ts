import { z } from "zod";

import { impacts, marketPlatforms, reactionHorizons } from "../wire-constants";

export const impactSchema = z.enum(impacts);

export const articleTickerSchema = z.object({
  ticker: z.string(),
  company: z.string(),
  exchange: z.string().nullable(),
  sector: z.string().nullable(),
  country: z.string().nullable(),
});
export type ArticleTicker = z.infer<typeof articleTickerSchema>;

/** One named ticker's reaction to a story over one horizon (see Article.reactions). */
export const storyReactionSchema = z.object({
  ticker: z.string(),
  horizon: z.enum(reactionHorizons),
  benchmark: z.string(),
  abnormal_return: z.number(),
  z_score: z.number().nullable(),
});
export type StoryReaction = z.infer<typeof storyReactionSchema>;

export const articleMarketSchema = z.object({
  /** The market's id; UNKNOWN_ID in the visitors' copy. */
  id: z.string(),
  platform: z.enum(marketPlatforms),
  question: z.string(),
  slug: z.string().nullable(),
  closed: z.boolean(),
});
export type ArticleMarket = z.infer<typeof articleMarketSchema>;

/**
 * An article on the wire (spec sections 3 and 7). Members get ticker objects; visitors get plain
 * symbols with every one after the first replaced by HIDDEN (see redactArticle).
 */
export const articleSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** The source's own summary of the story, as plain text; null when it gave none. */
  summary: z.string().nullable(),
  url: z.string(),
  source: z.string(),
  impact: impactSchema,
  date_published: z.iso.datetime({ offset: true }),
  /** When Tradewire stored the story: with date_published it tells how fast it reached the reader. */
  received_at: z.iso.datetime({ offset: true }),
  topic: z.boolean(),
  tags: z.array(z.string()),
  tickers: z.array(z.union([articleTickerSchema, z.string()])),
  /** Macro tickers the story moves without naming them (oil -> USO, XLE). */
  related_tickers: z.array(z.string()),
  /**
   * Each named ticker's last price when the story broke (the close of the last bar finished by then), by symbol:
   * a quote's price against it is the move since the story. Filled in by the quotes job; empty for visitors.
   */
  prices_at_story: z.record(z.string(), z.number()),
  /**
   * What the story did to each named ticker's price, per horizon measured so far: its abnormal return (its return minus
   * its benchmark's over the same span, a fraction) and that in the ticker's own standard deviations. Empty on a
   * visitor's copy.
   */
  reactions: z.array(storyReactionSchema),
  predictionMarkets: z.array(articleMarketSchema),
  is_report_present: z.boolean(),
  /** The rules of the impact rubric that fired, so the impact can be explained. */
  impact_rules: z.array(z.string()),
  /** The same story from other sources (near-duplicate titles), newest first. */
  also_reported_by: z.array(z.object({ source: z.string(), url: z.string() })),
});
export type Article = z.infer<typeof articleSchema>;

/** PUT /api/articles/:id/impact: an editor's impact for the story. */
export const articleImpactBodySchema = z.object({
  impact: z.enum(impacts, {
    error: (issue) => (issue.input === undefined ? "must be high, mid or low" : `must be high, mid or low, not ${JSON.stringify(issue.input)}`),
  }),
});

/** PUT /api/articles/:id/impact: the story as stored now. */
export const articleImpactSavedSchema = z.object({ success: z.literal(true), article: articleSchema });

/** GET /api/articles and GET /articles/latest. `next_before` is the cursor of the next page, null at the end. */
export const articlesPageSchema = z.object({
  articles: z.array(articleSchema),
  next_before: z.string().nullable(),
  /** With `q` or `ticker`: how many stories match on all pages together. */
  total: z.number().int().min(0).optional(),
});
export type ArticlesPage = z.infer<typeof articlesPageSchema>;

const csv = <T extends z.ZodType<string, string>>(item: T) =>
  z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

/** Query of GET /api/articles: filters combine with AND; lists inside one filter with OR. */
export const articlesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z.string().min(1).optional(),
  impact: csv(impactSchema).optional(),
  source: csv(z.string().regex(/^[a-z0-9.-]+$/, "sources are lower-case names like reuters")).optional(),
  tag: csv(z.string().regex(/^[a-z0-9-]+$/, "tags are lower-case words like tariffs")).optional(),
  ticker: csv(z.string().regex(/^[A-Za-z0-9.^=-]{1,12}$/, "tickers are symbols like AAPL")).optional(),
  /** With `ticker`: also the stories that move the symbols without naming them (their related tickers, as XLE for an oil story). */
  also_related: z.stringbool({ error: "also_related is true or false" }).optional(),
  q: z.string().trim().min(1).max(200).optional(),
});
export type ArticlesQuery = z.infer<typeof articlesQuerySchema>;

/** GET /articles/middle-east (spec section 3): the 20 newest stories tagged middle-east. */
export const middleEastArticleSchema = articleSchema.pick({ title: true, url: true, source: true, impact: true, date_published: true });
export type MiddleEastArticle = z.infer<typeof middleEastArticleSchema>;
export const middleEastArticlesSchema = z.object({ articles: z.array(middleEastArticleSchema) });
export type MiddleEastArticles = z.infer<typeof middleEastArticlesSchema>;

/**
 * Caps on an event's properties. The UI sends at most five short fields (an article's id, address,
 * source and impact; a market's slug and question); without a cap anyone could store 1 MB per request.
 */
export const INTERACTION_EVENT_PROPERTIES_MAX_BYTES = 4096;
export const INTERACTION_EVENT_PROPERTIES_MAX_KEYS = 16;
const INTERACTION_EVENT_KEY_MAX_LENGTH = 64;

/** POST /api/events: the interaction events the UI tracks (spec section 2); properties are flat, small and few. */
export const interactionEventSchema = z.object({
  name: z.enum(["Article Clicked", "Stock Report Clicked", "Prediction Market Clicked", "Hidden Prediction Market Clicked"]),
  properties: z
    .record(
      z.string().max(INTERACTION_EVENT_KEY_MAX_LENGTH, `keys are at most ${INTERACTION_EVENT_KEY_MAX_LENGTH} characters`),
      z.union([z.string(), z.number(), z.boolean(), z.null()]),
    )
    .refine((properties) => Object.keys(properties).length <= INTERACTION_EVENT_PROPERTIES_MAX_KEYS, {
      message: `at most ${INTERACTION_EVENT_PROPERTIES_MAX_KEYS} keys`,
    })
    .refine(
      (properties) => new TextEncoder().encode(JSON.stringify(properties)).length <= INTERACTION_EVENT_PROPERTIES_MAX_BYTES,
      { message: `at most ${INTERACTION_EVENT_PROPERTIES_MAX_BYTES / 1024} kB of JSON` },
    )
    .default({}),
});
export type InteractionEvent = z.infer<typeof interactionEventSchema>;
