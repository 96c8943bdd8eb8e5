import type { CalendarKind } from "../../schemas/calendar";
import { newYorkDay, newYorkWallClock } from "../trading-calendar";
import { COMPANY_AS_DESCRIPTION, COUNTRY_TERMS, companyNameOf, companyTerms, RESULTS_TERMS, SERIES_FAMILIES, SURVEY_SECTORS, type SeriesFamily } from "./calendar-story-terms";
import { mentionsIn, storySentences, wordsApart, type Mention, type Sentence } from "./story-mentions";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * When a story can speak of a release: from 30 minutes before its time (the preview, the first flash a little early by
 * the source's clock) to 12 hours after (the day's analysis); a release told by its day only counts from that day's
 * start. Earnings: from the day before the report's New York day to the day after it (previews, the report after the
 * close, the next session's reaction).
 */
export const MACRO_STORY_WINDOW = { beforeMs: 30 * MINUTE_MS, afterMs: 12 * HOUR_MS } as const;
export const EARNINGS_STORY_DAYS = { before: 1, after: 1 } as const;

/** How far from a story's publication an event it speaks of can be scheduled, either way: every window fits in it. */
export const CALENDAR_STORY_REACH_MS = 2 * DAY_MS + HOUR_MS;

/**
 * When the events a story published at `publishedAt` may speak of are scheduled, by kind: a macro release from 36 hours
 * before (a day-only one's window ends 12 hours after its day) to 30 minutes after; earnings two days either way (the
 * report's New York day, the day before and after it; an hour more for a day of 25 hours).
 */
export function calendarReachOf(publishedAt: number): Record<CalendarKind, { from: number; to: number }> {
  return {
    macro: { from: publishedAt - MACRO_STORY_WINDOW.afterMs - DAY_MS, to: publishedAt + MACRO_STORY_WINDOW.beforeMs },
    earnings: { from: publishedAt - CALENDAR_STORY_REACH_MS, to: publishedAt + CALENDAR_STORY_REACH_MS },
  };
}

/** What the matcher reads of a calendar event. */
export interface MatchableCalendarEvent {
  kind: CalendarKind;
  title: string;
  country: string;
  countryName: string;
  ticker: string | null;
  company: string | null;
  scheduledAt: number;
  allDay: boolean;
}

/** What the matcher reads of a story. */
export interface MatchableStory {
  title: string;
  summary: string | null;
  /** The story's named tickers with their companies, the first the one it is most about. */
  tickers: readonly { ticker: string; company: string }[];
  tags: readonly string[];
  publishedAt: number;
}

/** Why a story is linked to an event: the country or company it names, and the words it speaks of the event in. */
export interface CalendarStoryEvidence {
  kind: "country" | "subject" | "company" | "results" | "ticker";
  detail: string;
}

export interface CalendarStoryMatch {
  /** 1 when the title says it all, 0.8 when the summary does, 0.6 for a story about the company linked by its ticker alone. */
  score: number;
  evidence: CalendarStoryEvidence[];
}

/** The span of publication times [from, to] of the stories that can speak of an event. */
export function storyWindowOf(event: Pick<MatchableCalendarEvent, "kind" | "scheduledAt" | "allDay">): { from: number; to: number } {
  if (event.kind === "earnings") {
    const day = newYorkDay(event.scheduledAt);
    const start = newYorkWallClock(day, 0);
    return { from: start - EARNINGS_STORY_DAYS.before * DAY_MS, to: start + (1 + EARNINGS_STORY_DAYS.after) * DAY_MS };
  }
  const until = event.allDay ? event.scheduledAt + DAY_MS : event.scheduledAt;
  return { from: event.scheduledAt - MACRO_STORY_WINDOW.beforeMs, to: until + MACRO_STORY_WINDOW.afterMs };
}

/** The series family an event belongs to, by its title; none for the series stories are not linked to. */
export function seriesFamilyOf(title: string): SeriesFamily | undefined {
  const key = title.toLowerCase();
  return SERIES_FAMILIES.find((family) => family.event.test(key) && !family.notEvent?.test(key));
}

const mention = (found: Mention, code: string) => ({ ...found, code });
type Named = Mention & { code: string };

/** Every country the sentence names, each mention with its code; the event's own country also by its name. */
function countriesIn(sentence: Sentence, event: MatchableCalendarEvent): Named[] {
  const named = Object.entries(COUNTRY_TERMS).flatMap(([code, terms]) => mentionsIn(sentence, terms).map((found) => mention(found, code)));
  if (!COUNTRY_TERMS[event.country] && event.countryName) {
    const byName = new RegExp(`\\b${event.countryName.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?:'s)?\\b`);
    named.push(...mentionsIn(sentence, [byName]).map((found) => mention(found, event.country)));
  }
  return named;
}

/**
 * Whether the subject mention's nearest named country (or company) is `code`: "US stocks rise as euro zone inflation
 * cools" speaks of the euro zone's inflation, not the US's. Ties count for each.
 */
function nearestIs(subject: Mention, named: readonly Named[], code: string): Named | undefined {
  if (!named.length) return undefined;
  const closest = Math.min(...named.map((each) => wordsApart(subject, each)));
  return named.find((each) => each.code === code && wordsApart(subject, each) === closest);
}

const scoreOf = (sentence: Sentence) => (sentence.inTitle ? 1 : 0.8);

function matchMacro(event: MatchableCalendarEvent, family: SeriesFamily, sentences: readonly Sentence[]): CalendarStoryMatch | null {
  const title = event.title.toLowerCase();
  const sector = SURVEY_SECTORS.find((each) => each.event.test(title));
  for (const sentence of sentences) {
    if (family.unless?.test(sentence.text)) continue;
    if (sector && !sector.story.test(sentence.text)) continue;
    const implied = mentionsIn(sentence, family.implies?.[event.country] ?? []);
    const subjects = [...implied, ...mentionsIn(sentence, family.subject)];
    if (!subjects.length) continue;
    const named = countriesIn(sentence, event);
    for (const subject of subjects) {
      const byImplication = implied.includes(subject);
      const country = byImplication ? mention(subject, event.country) : nearestIs(subject, named, event.country);
      if (!country) continue;
      return {
        score: scoreOf(sentence),
        evidence: [
          { kind: "country", detail: `${event.country} as "${country.text}"` },
          { kind: "subject", detail: `${family.name} as "${subject.text}"` },
        ],
      };
    }
  }
  return null;
}

/** Whether a story may name the company at all, by plain text: most stories name none of a day's hundred reports. */
function mayNameCompany(event: MatchableCalendarEvent, story: MatchableStory): boolean {
  if (story.tickers.some(({ ticker }) => ticker === event.ticker)) return true;
  const text = `${story.title} ${story.summary ?? ""}`;
  if (event.ticker && text.includes(event.ticker)) return true;
  const name = event.company ? companyNameOf(event.company).toLowerCase() : "";
  return name.length >= 2 && text.toLowerCase().includes(name);
}

function matchEarnings(event: MatchableCalendarEvent, story: MatchableStory, sentences: readonly Sentence[]): CalendarStoryMatch | null {
  const own = termsOf(event);
  const others = story.tickers.filter(({ ticker }) => ticker !== event.ticker);
  for (const sentence of sentences) {
    const results = mentionsIn(sentence, RESULTS_TERMS);
    if (!results.length) continue;
    const named: Named[] = [
      ...mentionsIn(sentence, own)
        .filter((found) => !COMPANY_AS_DESCRIPTION.test(sentence.text.slice(found.end)))
        .map((found) => mention(found, "event")),
      ...others.flatMap(({ ticker, company }) => mentionsIn(sentence, companyTermsCached(ticker, company)).map((found) => mention(found, ticker))),
    ];
    for (const result of results) {
      const company = nearestIs(result, named, "event");
      if (company) {
        return {
          score: scoreOf(sentence),
          evidence: [
            { kind: "company", detail: `${event.ticker ?? event.company} as "${company.text}"` },
            { kind: "results", detail: `"${result.text}"` },
          ],
        };
      }
    }
  }
  // Named by the linker in words the name above misses ("Meta" for Meta Platforms): the story's first ticker, about results.
  if (event.ticker && story.tickers[0]?.ticker === event.ticker && story.tags.includes("earnings")) {
    return { score: 0.6, evidence: [{ kind: "ticker", detail: `${event.ticker}, the story's first ticker` }, { kind: "results", detail: "tagged earnings" }] };
  }
  return null;
}

/**
 * Whether a story speaks of a calendar event, and why. A macro release: published within its window, a sentence names its
 * subject in a newsroom's words (its series family's table) with the event's country the nearest named to it (or in
 * words that name both, "nonfarm payrolls"). Earnings: within the days around the report, a sentence names the company
 * (its short name or symbol) nearest to a word about results, or the story's first ticker is the company's and it is
 * tagged earnings. Precision before recall: a wrong link tells a trader a story is about a release it is not.
 */
export function matchCalendarStory(event: MatchableCalendarEvent, story: MatchableStory): CalendarStoryMatch | null {
  const window = storyWindowOf(event);
  if (story.publishedAt < window.from || story.publishedAt > window.to) return null;
  if (event.kind === "earnings") return mayNameCompany(event, story) ? matchEarnings(event, story, sentencesOf(story)) : null;
  const family = familyOf(event.title);
  return family ? matchMacro(event, family, sentencesOf(story)) : null;
}

/** The most series titles and companies whose words are kept: a day lists a few hundred, a year a few thousand. */
const CACHED_MAX = 10_000;

// A poll matches each story against many events, and a story against a day's events: each is read once.
const sentenceCache = new WeakMap<MatchableStory, Sentence[]>();
const sentencesOf = (story: MatchableStory) => {
  let sentences = sentenceCache.get(story);
  if (!sentences) {
    sentences = storySentences(story.title, story.summary);
    sentenceCache.set(story, sentences);
  }
  return sentences;
};
const familyCache = new Map<string, SeriesFamily | null>();
const familyOf = (title: string) => {
  if (!familyCache.has(title)) {
    if (familyCache.size >= CACHED_MAX) familyCache.clear();
    familyCache.set(title, seriesFamilyOf(title) ?? null);
  }
  return familyCache.get(title) ?? undefined;
};
const termsCache = new Map<string, RegExp[]>();
const companyTermsCached = (ticker: string | null, company: string | null) => {
  const key = `${ticker ?? ""}\u0000${company ?? ""}`;
  let terms = termsCache.get(key);
  if (!terms) {
    terms = companyTerms(ticker, company);
    if (termsCache.size >= CACHED_MAX) termsCache.clear();
    termsCache.set(key, terms);
  }
  return terms;
};
const termsOf = (event: MatchableCalendarEvent) => companyTermsCached(event.ticker, event.company);
