import { calendarSchema, storyCalendarEventsSchema } from "@tradewire/core";
import { newYorkDay, newYorkWallClock } from "@tradewire/core/domain/trading-calendar";
import { storeCalendarStoryLinks } from "@tradewire/db";
import { makeArticle, makeReleasedCalendarEvent } from "@tradewire/db/testing/factories";
import { testEngines } from "@tradewire/db/testing/test-databases";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJson } from "../../testing/read-json";
import { startTestServer, type TestServer } from "../../testing/test-server";

const evidence = [{ kind: "subject" as const, detail: 'consumer prices as "CPI"' }];

describe.each(testEngines)("a release and the stories that speak of it, on %s", (engine) => {
  let app: TestServer;
  let trader: string;
  let cpiId: number;
  const stories: { id: number; url: string }[] = [];
  let unlinkedId: number;

  beforeAll(async () => {
    app = await startTestServer(engine);
    trader = await app.tokenFor("trader@demo.local");
    const db = app.database.db;
    // Today's CPI at 08:30 in New York, out at 3.1% against 3.0%; today's claims, not out, with no story.
    const at = new Date(newYorkWallClock(newYorkDay(Date.now()), 8 * 60 + 30));
    const cpi = await makeReleasedCalendarEvent(db, { scheduledAt: at });
    await makeReleasedCalendarEvent(db, { series: "US|Initial Jobless Claims", title: "Initial Jobless Claims", scheduledAt: at, actual: null, consensus: "220K" });
    cpiId = cpi.id;
    for (let minute = 1; minute <= 6; minute += 1) {
      stories.push(await makeArticle(db, { title: `US consumer prices story ${minute}`, source: "reuters", datePublished: new Date(at.getTime() + minute * 60_000) }));
    }
    unlinkedId = (await makeArticle(db, { title: "Canada's inflation rate eases to 2.2%" })).id;
    await storeCalendarStoryLinks(
      db,
      stories.map((story) => ({ eventId: cpi.id, articleId: story.id, score: 1, evidence })),
    );
  });
  afterAll(async () => {
    await app?.close();
  });

  const call = (path: string, token?: string) => fetch(`${app.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it("gives each event of the calendar its five newest stories, in the same answer", async () => {
    const body = await readJson(await call("/api/calendar", trader));
    expect(calendarSchema.safeParse(body).error).toBeUndefined();
    const cpi = body.events.find((event: { id: string }) => event.id === String(cpiId));
    expect(cpi.stories).toEqual(
      [6, 5, 4, 3, 2].map((minute) => ({
        id: String(stories[minute - 1]!.id),
        title: `US consumer prices story ${minute}`,
        url: stories[minute - 1]!.url,
        source: "reuters",
        date_published: expect.any(String),
      })),
    );
    expect(body.events.find((event: { title: string }) => event.title === "Initial Jobless Claims").stories).toEqual([]);
  });

  it("gives a visitor the stories without their ids, as the visitors' feed does", async () => {
    const body = await readJson(await call("/api/calendar"));
    expect(body.redacted).toBe(true);
    const cpi = body.events.find((event: { title: string }) => event.title === "CPI y/y");
    expect(cpi.stories.map((story: { id: string; title: string }) => [story.id, story.title])).toEqual([6, 5, 4, 3, 2].map((minute) => ["unknown", `US consumer prices story ${minute}`]));
  });

  it("tells a member which releases a story speaks of, with the figures the story pane shows", async () => {
    const answer = await call(`/api/articles/${stories[0]!.id}/calendar-events`, trader);
    expect(answer.status).toBe(200);
    const body = await readJson(answer);
    expect(storyCalendarEventsSchema.safeParse(body).error).toBeUndefined();
    expect(body.events).toEqual([
      expect.objectContaining({ id: String(cpiId), kind: "macro", title: "CPI y/y", country: "US", actual: "3.1%", consensus: "3.0%", previous: "3.0%", outcome: "beat" }),
    ]);
    expect(await readJson(await call(`/api/articles/${unlinkedId}/calendar-events`, trader))).toEqual({ events: [] });
  });

  it("answers 401 to visitors and 404 naming an unknown story", async () => {
    expect((await call(`/api/articles/${stories[0]!.id}/calendar-events`)).status).toBe(401);
    const missing = await call("/api/articles/999999999/calendar-events", trader);
    expect(missing.status).toBe(404);
    expect(await readJson(missing)).toEqual({ error: "not_found", message: "No article 999999999" });
  });
});
