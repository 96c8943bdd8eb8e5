import { z } from "zod";
import { impactSchema } from "./articles";

/** A member keeps up to nine views, one a key: the keys 1 to 9 switch to them on the feed. */
export const SAVED_VIEW_SLOTS = 9;

const symbolSchema = z
  .string()
  .regex(/^[A-Za-z0-9.^=-]{1,12}$/, "tickers are symbols like AAPL")
  .transform((symbol) => symbol.toUpperCase());

/**
 * What a view filters on: the feed's impact, source and tag buttons, its ticker filter and its search words. An empty
 * list filters nothing on that field (every impact, every source), as the buttons' "all" does.
 */
export const savedViewFiltersSchema = z.object({
  impacts: z.array(impactSchema).max(3),
  sources: z.array(z.string().regex(/^[a-z0-9.-]{1,64}$/, "sources are lower-case names like reuters")).max(100),
  tags: z.array(z.string().regex(/^[a-z0-9-]{1,64}$/, "tags are lower-case words like tariffs")).max(50),
  tickers: z.array(symbolSchema).max(200),
  q: z.string().trim().max(200),
});
export type SavedViewFilters = z.infer<typeof savedViewFiltersSchema>;

/** The body of PUT /api/users/me/views/:slot: the view's name and what it filters on. */
export const savedViewInputSchema = z.object({
  name: z.string().trim().min(1, "a view needs a name").max(40, "a view's name is at most 40 characters"),
  filters: savedViewFiltersSchema,
});
export type SavedViewInput = z.infer<typeof savedViewInputSchema>;

export const savedViewSchema = savedViewInputSchema.extend({ slot: z.number().int().min(1).max(SAVED_VIEW_SLOTS) });
export type SavedView = z.infer<typeof savedViewSchema>;

/** A member's saved views, by slot. */
export const savedViewsSchema = z.object({ views: z.array(savedViewSchema) });
export type SavedViews = z.infer<typeof savedViewsSchema>;

export const savedViewParamsSchema = z.object({
  slot: z.coerce
    .number({ message: `must be a view's key, 1 to ${SAVED_VIEW_SLOTS}` })
    .int(`must be a view's key, 1 to ${SAVED_VIEW_SLOTS}`)
    .min(1, `must be a view's key, 1 to ${SAVED_VIEW_SLOTS}`)
    .max(SAVED_VIEW_SLOTS, `must be a view's key, 1 to ${SAVED_VIEW_SLOTS}`),
});
