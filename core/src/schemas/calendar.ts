import { z } from "zod";
import { impacts } from "../wire-constants";
import { articleSchema } from "./articles";

/** What a calendar event is: a scheduled macro release or decision, or a listed company's earnings. */
export const calendarKinds = ["macro", "earnings"] as const;
export type CalendarKind = (typeof calendarKinds)[number];

/** When a company reports against the US session: before the open, after the close, or not said by the source. */
export const earningsTimings = ["before_open", "after_close", "not_supplied"] as const;
export type EarningsTiming = (typeof earningsTimings)[number];

/**
 * How an actual compares with the consensus, for the country's currency or the company: "beat" is a surprise that is good
 * news for it (a higher CPI, more jobs, a lower unemployment rate, a higher EPS), "miss" the opposite, "inline" equal.
 * Null until the actual is out, or when either figure is not a number (a decision told in words).
 */
export const calendarOutcomes = ["beat", "miss", "inline"] as const;
export type CalendarOutcome = (typeof calendarOutcomes)[number];

/** How long after a release its instruments' reactions are measured: 5 and 30 trading minutes (the first minutes carry most of it). */
export const releaseReactionHorizons = ["5m", "30m"] as const;
export type ReleaseReactionHorizon = (typeof releaseReactionHorizons)[number];

/**
 * What a release's reaction is measured on: a stock index fund (SPY for a US release, the country's fund for another's),
 * Treasuries (TLT), the dollar (UUP), or, for earnings, the company's own shares against their benchmark.
 */
export const releaseAssets = ["index", "treasuries", "dollar", "company"] as const;
export type ReleaseAsset = (typeof releaseAssets)[number];

/**
 * How far the actual fell from the consensus, relative to the consensus's size (|actual − consensus| / |consensus|):
 * small under 2%, medium 2% to 10%, large over 10% (any miss of a consensus of 0). Comparable across series whose units differ.
 */
export const surpriseSizes = ["small", "medium", "large"] as const;
export type SurpriseSize = (typeof surpriseSizes)[number];

/** Where the calendar comes from: Nasdaq's public calendars, or the bundled replay week. */
export const calendarSources = ["nasdaq", "replay"] as const;
export type CalendarSource = (typeof calendarSources)[number];

/**
 * What a released event did to one instrument over one horizon from its time: a fund's own return (SPY, TLT, UUP, a
 * country's fund), or a company's return against its benchmark, each in the instrument's own standard deviations.
 */
export const calendarEventReactionSchema = z.object({
  symbol: z.string(),
  horizon: z.enum(releaseReactionHorizons),
  /** The symbol's simple return, a fraction (0.0042 = 0.42%). */
  return: z.number(),
  /** Earnings: the company's benchmark and its return less the benchmark's; null for a fund measured on its own move. */
  benchmark: z.string().nullable(),
  abnormal_return: z.number().nullable(),
  /** The measured figure (the abnormal return, else the return) in σ of its usual move; null without a σ. */
  z_score: z.number().nullable(),
  /** Yahoo's prices, or the replay set's simulated ones. */
  prices: z.enum(["live", "replay"]),
});
export type CalendarEventReaction = z.infer<typeof calendarEventReactionSchema>;

/** The most stories a calendar event carries on the wire: the newest of those that speak of it. */
export const CALENDAR_EVENT_STORIES_MAX = 5;

/** A story that speaks of a calendar event (core's matchCalendarStory), as the event carries it. */
export const calendarEventStorySchema = articleSchema.pick({ id: true, title: true, url: true, source: true, date_published: true });
export type CalendarEventStory = z.infer<typeof calendarEventStorySchema>;

/**
 * One scheduled event (issue 30): a macro release, a central bank's decision, an OPEC+ meeting, or earnings. Figures are
 * the source's own text ("3.1%", "216K", "$1.26"): units differ by event and rounding is the source's.
 */
export const calendarEventSchema = z.object({
  id: z.string(),
  kind: z.enum(calendarKinds),
  /** "CPI y/y", "Fed Interest Rate Decision", "NVIDIA Corporation earnings". */
  title: z.string(),
  /** ISO 3166 alpha-2 ("US", "GB", "JP"), "EU" for the euro area, "WLD" for no one country (an OPEC+ meeting), "ZZ" unknown. */
  country: z.string(),
  /** "United States", "Euro Zone". */
  country_name: z.string(),
  /** Earnings: the company's symbol and name; null for a macro event. */
  ticker: z.string().nullable(),
  company: z.string().nullable(),
  /** The same scale as stories'. */
  importance: z.enum(impacts),
  scheduled_at: z.iso.datetime({ offset: true }),
  /** True when the source gives the day only (earnings without a time, a tentative release): `scheduled_at` is its start in New York. */
  all_day: z.boolean(),
  /** Earnings only: before the open, after the close, or not said. */
  timing: z.enum(earningsTimings).nullable(),
  /** Earnings: the fiscal quarter ("Sep/2026"); null for macro. */
  period: z.string().nullable(),
  consensus: z.string().nullable(),
  previous: z.string().nullable(),
  /** The previous value as it stood before the source revised it; null when it was never revised. */
  previous_before_revision: z.string().nullable(),
  actual: z.string().nullable(),
  /** When Tradewire first saw the actual; null until then. */
  released_at: z.iso.datetime({ offset: true }).nullable(),
  /** Actual minus consensus, in the figures' own unit (0.1 for "3.1%" against "3.0%"); null when either is not a number. */
  surprise: z.number().nullable(),
  outcome: z.enum(calendarOutcomes).nullable(),
  /** The time it was scheduled for before the source moved it; null when it never moved. */
  postponed_from: z.iso.datetime({ offset: true }).nullable(),
  source: z.enum(calendarSources),
  /** What the release moved, per instrument and horizon once each has closed (measure-reactions); empty until then. */
  reactions: z.array(calendarEventReactionSchema),
  /** The stories that speak of it, newest first, at most CALENDAR_EVENT_STORIES_MAX; ids are "unknown" in a visitor's copy. */
  stories: z.array(calendarEventStorySchema).max(CALENDAR_EVENT_STORIES_MAX),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** GET /api/calendar: the events of the range, soonest first. `redacted`: a visitor's (today's high-importance events only). */
export const calendarSchema = z.object({
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  events: z.array(calendarEventSchema),
  redacted: z.boolean(),
});
export type Calendar = z.infer<typeof calendarSchema>;

const calendarDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date such as 2026-11-27");

/** The most days one answer covers. */
export const CALENDAR_MAX_DAYS = 15;

/** GET /api/calendar?from=&to=: whole days in New York, at most CALENDAR_MAX_DAYS; by default today and the week ahead. */
export const calendarQuerySchema = z
  .object({ from: calendarDay.optional(), to: calendarDay.optional() })
  .refine(({ from, to }) => !from || !to || from <= to, { message: "from must not be after to", path: ["to"] })
  .refine(({ from, to }) => !from || !to || Date.parse(to) - Date.parse(from) < CALENDAR_MAX_DAYS * 86_400_000, {
    message: `the range must be at most ${CALENDAR_MAX_DAYS} days`,
    path: ["to"],
  });
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;
