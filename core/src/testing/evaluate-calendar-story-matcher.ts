import { matchCalendarStory, type MatchableStory } from "../domain/calendar/match-calendar-story";
import { topicTags } from "../domain/classify/topic-tags";
import { calendarSetEvents, labelledCalendarStories, type CalendarSetEventKey, type LabelledCalendarStory } from "./calendar-story-set";

/** One (story, event) pair the matcher got wrong. */
export interface CalendarMatchError {
  title: string;
  event: CalendarSetEventKey;
}

export interface CalendarMatcherEvaluation {
  stories: number;
  /** Stories labelled as speaking of at least one event. */
  storiesWithLinks: number;
  /** Labelled (story, event) links, and how many the matcher made, right and wrong. */
  links: number;
  truePositives: number;
  falsePositives: CalendarMatchError[];
  falseNegatives: CalendarMatchError[];
  precision: number;
  recall: number;
}

/** A labelled story as the matcher reads a stored one: its topic tags as the classifier gives them. */
export function matchableStoryOf(story: LabelledCalendarStory): MatchableStory {
  const text = story.summary ? `${story.title}\n${story.summary}` : story.title;
  return {
    title: story.title,
    summary: story.summary ?? null,
    tickers: (story.tickers ?? []).map(([ticker, company]) => ({ ticker, company })),
    tags: topicTags(text),
    publishedAt: Date.parse(story.at),
  };
}

/**
 * Every labelled story against every event of the set: precision is the share of the links made that are labelled,
 * recall the share of the labelled links made.
 */
export function evaluateCalendarStoryMatcher(stories: readonly LabelledCalendarStory[] = labelledCalendarStories): CalendarMatcherEvaluation {
  const keys = Object.keys(calendarSetEvents) as CalendarSetEventKey[];
  let truePositives = 0;
  const falsePositives: CalendarMatchError[] = [];
  const falseNegatives: CalendarMatchError[] = [];
  for (const story of stories) {
    const matchable = matchableStoryOf(story);
    for (const key of keys) {
      const linked = matchCalendarStory(calendarSetEvents[key], matchable) !== null;
      const labelled = story.speaksOf.includes(key);
      if (linked && labelled) truePositives += 1;
      else if (linked) falsePositives.push({ title: story.title, event: key });
      else if (labelled) falseNegatives.push({ title: story.title, event: key });
    }
  }
  const links = stories.reduce((sum, story) => sum + story.speaksOf.length, 0);
  const made = truePositives + falsePositives.length;
  return {
    stories: stories.length,
    storiesWithLinks: stories.filter((story) => story.speaksOf.length > 0).length,
    links,
    truePositives,
    falsePositives,
    falseNegatives,
    precision: made === 0 ? 1 : truePositives / made,
    recall: links === 0 ? 1 : truePositives / links,
  };
}
