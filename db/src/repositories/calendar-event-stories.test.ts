import { describe, expect, it } from "vitest";
import { presentCalendarEvent } from "../presenters/present-calendar-event";
import { presentStoryCalendarEvent } from "../presenters/present-story-calendar-event";
import { makeArticle, makeFeedArticle, makeReleasedCalendarEvent } from "../testing/factories";
import { testEngines, useTestDatabase } from "../testing/test-databases";
import {
  calendarEventsOfStory,
  calendarEventsForStory,
  storeCalendarStoryLinks,
  storiesForCalendarMatching,
  withCalendarStories,
  type CalendarStoryLink,
} from "./calendar-event-stories";

const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000);
const evidence = [
  { kind: "country" as const, detail: 'US as "US"' },
  { kind: "subject" as const, detail: 'consumer prices as "CPI"' },
];

describe.each(testEngines)("calendar event stories on %s", (engine) => {
  const database = useTestDatabase(engine);

  it("links stories to events once, and gives each event its newest five, in one read for all the events", async () => {
    const db = database().db;
    const at = new Date("2026-11-12T13:30:00Z");
    const cpi = await makeReleasedCalendarEvent(db, { scheduledAt: at });
    const claims = await makeReleasedCalendarEvent(db, { series: "US|Initial Jobless Claims", title: "Initial Jobless Claims", scheduledAt: at, actual: "231K", consensus: "220K" });
    const quiet = await makeReleasedCalendarEvent(db, { series: "US|Redbook", title: "Redbook y/y", scheduledAt: at, actual: null });
    const stories = [];
    for (let minute = 1; minute <= 7; minute += 1) {
      stories.push(await makeArticle(db, { title: `US CPI story ${minute}`, source: "reuters", datePublished: minutesAfter(at, minute) }));
    }
    const claimsStory = await makeArticle(db, { title: "Jobless claims rise to 231,000", source: "cnbc", datePublished: minutesAfter(at, 3) });
    const links: CalendarStoryLink[] = [
      ...stories.map((story) => ({ eventId: cpi.id, articleId: story.id, score: 1, evidence })),
      { eventId: claims.id, articleId: claimsStory.id, score: 0.8, evidence },
    ];

    expect(await storeCalendarStoryLinks(db, links)).toEqual([cpi.id, claims.id].sort((a, b) => a - b));
    // Stored once: the same links again gain nothing, and one new link gains only its event.
    expect(await storeCalendarStoryLinks(db, links)).toEqual([]);
    expect(await storeCalendarStoryLinks(db, [{ eventId: claims.id, articleId: stories[0]!.id, score: 1, evidence }])).toEqual([claims.id]);

    const [withCpi, withClaims, withNone] = (await withCalendarStories(db, [cpi, claims, quiet])).map((row) => presentCalendarEvent(row));
    // The newest five, newest first, as a trader reads them under the row.
    expect(withCpi!.stories.map((story) => story.title)).toEqual(["US CPI story 7", "US CPI story 6", "US CPI story 5", "US CPI story 4", "US CPI story 3"]);
    expect(withCpi!.stories[0]).toEqual({ id: String(stories[6]!.id), title: "US CPI story 7", url: stories[6]!.url, source: "reuters", date_published: "2026-11-12T13:37:00.000Z" });
    expect(withClaims!.stories.map((story) => story.title)).toEqual(["Jobless claims rise to 231,000", "US CPI story 1"]);
    expect(withNone!.stories).toEqual([]);
    expect(await withCalendarStories(db, [])).toEqual([]);

    // From the story's side: the events it speaks of, the latest scheduled first; none for an unlinked story, null for no story.
    expect((await calendarEventsOfStory(db, stories[0]!.id))!.map(presentStoryCalendarEvent)).toEqual([
      expect.objectContaining({ title: "CPI y/y", country: "US", actual: "3.1%", consensus: "3.0%", outcome: "beat" }),
      expect.objectContaining({ title: "Initial Jobless Claims", actual: "231K", consensus: "220K", outcome: "miss" }),
    ]);
    expect(await calendarEventsOfStory(db, (await makeArticle(db)).id)).toEqual([]);
    expect(await calendarEventsOfStory(db, 999_999_999)).toBeNull();
  });

  it("reads the stories of a window with their named tickers and companies, and the events a story may speak of", async () => {
    const db = database().db;
    const at = new Date("2026-12-04T13:30:00Z");
    const payrolls = await makeReleasedCalendarEvent(db, { series: "US|Nonfarm Payrolls", title: "Nonfarm Payrolls", scheduledAt: at, actual: "64K", consensus: "50K" });
    await makeFeedArticle(db, { title: "Payrolls beat", summary: "Employers added 64,000 jobs.", tags: ["economy"], datePublished: minutesAfter(at, 1), tickers: ["SPY", "TLT"] });
    await makeArticle(db, { title: "Too early", datePublished: minutesAfter(at, -31) });
    await makeArticle(db, { title: "Too late", datePublished: minutesAfter(at, 12 * 60 + 1) });

    const window = await storiesForCalendarMatching(db, { from: minutesAfter(at, -30), to: minutesAfter(at, 12 * 60) });
    expect(window).toEqual([
      {
        id: expect.any(Number),
        title: "Payrolls beat",
        summary: "Employers added 64,000 jobs.",
        tags: ["economy"],
        publishedAt: minutesAfter(at, 1).getTime(),
        tickers: [
          { ticker: "SPY", company: "SPY Inc." },
          { ticker: "TLT", company: "TLT Inc." },
        ],
      },
    ]);

    // A story of the payrolls morning reads the macro releases within reach, and of two days' earnings only the company it names.
    const earnings = (ticker: string, company: string) =>
      makeReleasedCalendarEvent(db, { kind: "earnings", series: `${ticker}|Oct/2026`, title: `${company} earnings`, ticker, company, scheduledAt: new Date("2026-12-05T05:00:00Z"), allDay: true, actual: null });
    const broadcom = await earnings("AVGO", "Broadcom Inc.");
    await earnings("ORCL", "Oracle Corporation");
    const lastWeek = await makeReleasedCalendarEvent(db, { series: "US|GDP", title: "GDP", scheduledAt: minutesAfter(at, -3 * 24 * 60) });
    const read = async (title: string, minutes: number, tickers: string[] = []) =>
      (await calendarEventsForStory(db, { title, summary: null, publishedAt: minutesAfter(at, minutes).getTime(), tickers: tickers.map((ticker) => ({ ticker, company: ticker })) })).map((row) => row.id);
    expect(await read("Payrolls beat; Broadcom reports on Thursday", 1)).toEqual([payrolls.id, broadcom.id]);
    expect(await read("Chip stocks rise before results", 1, ["AVGO"])).toEqual([payrolls.id, broadcom.id]);
    expect(await read("AVGO options price a 9% move", 1)).toEqual([payrolls.id, broadcom.id]);
    expect(await read("Payrolls beat", 1)).toEqual([payrolls.id]);
    // Half an hour before a release is the first it reaches; last week's GDP is out of reach.
    expect(await read("Payrolls seen at 50,000", -31)).toEqual([]);
    expect(await read("Payrolls seen at 50,000", -30)).toEqual([payrolls.id]);
    expect((await read("GDP revisited", 1)).includes(lastWeek.id)).toBe(false);
  });
});
