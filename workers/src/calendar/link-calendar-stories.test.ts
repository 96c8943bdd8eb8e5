import type { Article, CalendarEvent, CalendarSnapshot, EmittedEvent } from "@tradewire/core";
import { makeCalendarSnapshot } from "@tradewire/core/testing/calendar-fixture";
import { calendarEventsOfStory, findCalendarEvents, withCalendarStories } from "@tradewire/db";
import { createTestDatabase, testEngines, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJobSystem, type JobSystem } from "../create-job-system";
import type { IncomingArticle } from "../ingest/ingest-articles";
import { newsServicesOf } from "../news/news-services";
import { jobContextForTest } from "../testing/job-context-for-test";
import { defineProcessor } from "../events/processor-definition";
import { linkCalendarStoriesOnArticle } from "./link-calendar-stories.processor";
import { pollCalendarDays, type CalendarReader } from "./poll-calendar";

const at = (iso: string) => new Date(iso);
let storyCount = 0;
const story = (title: string, publishedAt: string, overrides: Partial<IncomingArticle> = {}): IncomingArticle => ({
  title,
  url: `https://www.reuters.com/markets/calendar-story-${(storyCount += 1)}`,
  source: "reuters",
  publishedAt: at(publishedAt),
  summary: null,
  tickers: [],
  ...overrides,
});

/** A calendar source whose answer the test sets as the day goes on. */
function fakeCalendar(): CalendarReader & { listed: CalendarSnapshot[] } {
  const reader = { listed: [] as CalendarSnapshot[], fetchDays: async () => reader.listed };
  return reader;
}

describe.each(testEngines)("stories linked to calendar events on %s, as they arrive and as releases come out", (engine) => {
  let database: TestDatabase;
  let system: JobSystem;
  const pushed: EmittedEvent[] = [];
  const pushesOf = (event: "calendar.updated" | "calendar.released") => pushed.filter((each) => each.event === event).map((each) => each.payload as CalendarEvent);
  const ingest = (items: IncomingArticle[]) => newsServicesOf(system.context).ingestor.ingest(items);
  const idOf = (url: string) => Number((pushed.find((each) => each.event === "article.created" && (each.payload as Article).url === url)!.payload as Article).id);
  /** The stories the processor has handled, linked or not: what a test waits for before saying one was not linked. */
  const handled: string[] = [];
  const handledAll = (...items: IncomingArticle[]) => expect.poll(() => items.every((item) => handled.includes(item.url)), { timeout: 10_000 }).toBe(true);

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const { context } = await jobContextForTest(database);
    // This processor alone, noting each story it has handled: the story arrives through the real ingest, bus and inline runner.
    const noting = defineProcessor("article.created", {
      name: linkCalendarStoriesOnArticle.name,
      handle: async (article, jobContext) => {
        await linkCalendarStoriesOnArticle.handle(article, jobContext);
        handled.push(article.url);
      },
    });
    system = await createJobSystem({ config: context.config, database, logger: pino({ level: "silent" }), push: (batch) => void pushed.push(...batch), processors: [noting] });
  });
  afterAll(async () => {
    await system?.runner.close();
    await database?.drop();
  });

  it("links the stories of a CPI release both ways: those before it when the poll stores it, those after as they arrive", async () => {
    const calendar = fakeCalendar();
    const cpi = makeCalendarSnapshot({ scheduledAt: at("2026-11-12T13:30:00Z") });
    const poll = (now: string) => pollCalendarDays({ db: database.db, reader: calendar, days: ["2026-11-12"], publish: system.publish, now: at(now) });

    // A preview a minute before the print, while the calendar has not been read yet: nothing to link it to.
    const preview = story("US CPI seen rising 3.0% as tariffs lift goods prices", "2026-11-12T13:29:00Z");
    await ingest([preview]);
    await handledAll(preview);
    // The poll stores the CPI (its stories' window began at 13:00) and links the preview that came before it.
    calendar.listed = [cpi];
    await poll("2026-11-12T13:29:30Z");
    const [stored] = await findCalendarEvents(database.db, { from: at("2026-11-12T05:00:00Z"), to: at("2026-11-13T05:00:00Z") });
    expect((await withCalendarStories(database.db, [stored!]))[0]!.stories.map((each) => each.title)).toEqual([preview.title]);

    // The print's first story arrives after: linked as it arrives, and the calendar is told.
    const flash = story("US consumer prices rise 3.1% in October, more than expected", "2026-11-12T13:31:00Z");
    const elsewhere = story("Canada's inflation rate eases to 2.2% in October", "2026-11-12T13:31:00Z");
    await ingest([flash, elsewhere]);
    await handledAll(flash, elsewhere);
    expect(pushesOf("calendar.updated")).toHaveLength(1);
    expect(pushesOf("calendar.updated")[0]).toMatchObject({ id: String(stored!.id), title: "CPI y/y", stories: [{ title: flash.title }, { title: preview.title }] });

    // The actual comes out: the release is pushed with the stories that speak of it, newest first.
    calendar.listed = [{ ...cpi, actual: "3.1%" }];
    const { released } = await poll("2026-11-12T13:32:00Z");
    expect(released.map((event) => [event.title, event.actual, event.outcome])).toEqual([["CPI y/y", "3.1%", "beat"]]);
    expect(pushesOf("calendar.released")[0]!.stories.map((each) => [each.title, each.source])).toEqual([
      [flash.title, "reuters"],
      [preview.title, "reuters"],
    ]);
    // Canada's inflation is not the US's.
    expect(await calendarEventsOfStory(database.db, idOf(elsewhere.url))).toEqual([]);
    expect((await calendarEventsOfStory(database.db, idOf(flash.url)))!.map((event) => event.title)).toEqual(["CPI y/y"]);
  });

  it("links stories that came before a release first seen already out (the first read after a start)", async () => {
    const calendar = fakeCalendar();
    const earlier = story("Jobless claims fall to 210,000, lowest since September", "2026-12-03T13:31:00Z");
    const speech = story("Fed's Bowman says bank capital rules need overhaul", "2026-12-03T14:00:00Z");
    await ingest([earlier, speech]);
    await handledAll(earlier, speech);
    calendar.listed = [
      makeCalendarSnapshot({ series: "US|Initial Jobless Claims", title: "Initial Jobless Claims", importance: "mid", scheduledAt: at("2026-12-03T13:30:00Z"), consensus: "220K", actual: "210K" }),
      // Next week's payrolls: their window has not begun, so no story is read for them.
      makeCalendarSnapshot({ series: "US|Nonfarm Payrolls", title: "Nonfarm Payrolls", scheduledAt: at("2026-12-11T13:30:00Z"), consensus: "50K" }),
    ];
    const { released } = await pollCalendarDays({ db: database.db, reader: calendar, days: ["2026-12-03", "2026-12-11"], publish: system.publish, now: at("2026-12-03T15:00:00Z") });
    // First seen with its actual: stored released, not pushed as news (nobody was waiting), but linked.
    expect(released).toEqual([]);
    expect((await calendarEventsOfStory(database.db, idOf(earlier.url)))!.map((event) => event.title)).toEqual(["Initial Jobless Claims"]);
    expect(await calendarEventsOfStory(database.db, idOf(speech.url))).toEqual([]);
  });

  it("links a company's results to its earnings by the ticker the story names", async () => {
    const calendar = fakeCalendar();
    calendar.listed = [
      makeCalendarSnapshot({
        kind: "earnings",
        series: "NVDA|Oct/2026",
        title: "NVIDIA Corporation earnings",
        country: "US",
        ticker: "NVDA",
        company: "NVIDIA Corporation",
        scheduledAt: at("2026-11-19T05:00:00Z"),
        allDay: true,
        timing: "after_close",
        period: "Oct/2026",
        consensus: "$1.26",
        previous: "$0.81",
      }),
    ];
    await pollCalendarDays({ db: database.db, reader: calendar, days: ["2026-11-19"], publish: system.publish, now: at("2026-11-17T12:00:00Z") });
    const results = story("Nvidia forecasts fourth-quarter revenue above estimates", "2026-11-19T21:25:00Z", { tickers: ["NVDA"] });
    const product = story("Nvidia unveils new AI chip at developer conference", "2026-11-19T15:00:00Z", { tickers: ["NVDA"] });
    await ingest([results, product]);
    await handledAll(results, product);
    expect((await calendarEventsOfStory(database.db, idOf(results.url)))!.map((event) => event.ticker)).toEqual(["NVDA"]);
    expect(await calendarEventsOfStory(database.db, idOf(product.url))).toEqual([]);
  });
});
