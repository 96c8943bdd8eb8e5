import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import type { CalendarEvent } from "@tradewire/core";
import { measureOwnReaction, measureReaction } from "@tradewire/core/domain/reactions/measure-reaction";
import { tables } from "@tradewire/db";
import { makeReleasedCalendarEvent } from "@tradewire/db/testing/factories";
import { createTestDatabase, testEngines, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createReplayProvider, createYahooProvider, type PriceProvider } from "../prices/price-providers";
import { jobContextForTest } from "../testing/job-context-for-test";
import { measureReleaseReactionsFrom } from "./measure-release-reactions";

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The bars the job reads for a reaction from `start`, as core is given them: the replay paths up to `now`. */
async function barsOf(symbol: string, start: number, now: Date) {
  const provider = createReplayProvider({ now: () => now });
  const from = new Date(start - 35 * DAY);
  return {
    fiveMinute: await provider.history(symbol, { interval: "5m", from, to: now }),
    daily: await provider.history(symbol, { interval: "1d", from, to: now }),
  };
}

describe.each(testEngines)("measure-reactions for calendar releases on %s", (engine) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await database?.drop();
  });

  const runAt = (publish: Parameters<typeof measureReleaseReactionsFrom>[0]["publish"], now: Date, provider: PriceProvider = createReplayProvider({ now: () => now })) =>
    measureReleaseReactionsFrom({ db: database.db, provider, publish, now, benchmarks: [], minutes: {}, everyMs: MINUTE });
  const pushedEvents = (published: { event: string; payload: unknown }[]) => published.filter((each) => each.event === "calendar.updated").map((each) => each.payload as CalendarEvent);

  it("measures a US release on SPY, TLT and UUP from the open after its 08:30, a German one on EWG and UUP, each horizon once it closes", async () => {
    const { db } = database;
    const { context, published } = await jobContextForTest(database);
    // Tuesday 17 November 2026: US CPI y/y at 08:30 New York (3.1% against 3.0%: a beat, 3.3% of the consensus), seen 40 s
    // later; a German CPI at 02:00 (2.2% against 2.3%: a miss of 4.3%). Both count from the 09:30 open.
    const cpiAt = new Date("2026-11-17T13:30:00Z");
    const open = Date.parse("2026-11-17T14:30:00Z");
    const cpi = await makeReleasedCalendarEvent(db, { scheduledAt: cpiAt, releasedAt: new Date(cpiAt.getTime() + 40_000) });
    const german = await makeReleasedCalendarEvent(db, {
      series: "DE|German CPI",
      title: "German CPI",
      country: "DE",
      countryName: "Germany",
      importance: "mid",
      scheduledAt: new Date("2026-11-17T07:00:00Z"),
      actual: "2.2%",
      consensus: "2.3%",
    });

    // 09:34: the first 5 minutes are still running.
    expect(await runAt(context.publish, new Date(open + 4 * MINUTE))).toEqual({ measured: 0, events: 0 });
    expect(published).toEqual([]);

    const at = new Date(open + 6 * MINUTE);
    expect(await runAt(context.publish, at)).toEqual({ measured: 5, events: 2 });
    // What core measures from the same bars: each fund's own return from the open, in σ of its own 5-minute returns.
    const expected = async (symbol: string) => {
      const reaction = measureOwnReaction({ published: cpiAt.getTime(), horizon: "5m", now: at.getTime(), bars: await barsOf(symbol, open, at) })!;
      expect(reaction.start).toBe(open);
      expect(reaction.sigma).not.toBeNull();
      return { symbol, horizon: "5m", return: reaction.return, benchmark: null, abnormal_return: null, z_score: reaction.zScore, prices: "replay" };
    };
    const pushed = pushedEvents(published);
    expect(pushed.find((event) => event.id === String(cpi.id))!.reactions).toEqual([await expected("SPY"), await expected("TLT"), await expected("UUP")]);
    expect(pushed.find((event) => event.id === String(german.id))!.reactions).toEqual([await expected("EWG"), await expected("UUP")]);
    // Each row keeps the release as it was printed, for the scorecard's groups.
    const stored = await db.select().from(tables.calendarEventReactions).where(eq(tables.calendarEventReactions.eventId, german.id));
    expect(stored.map((row) => [row.symbol, row.asset, row.outcome, row.surpriseSize, row.startsAt.toISOString()])).toEqual([
      ["EWG", "index", "miss", "medium", "2026-11-17T14:30:00.000Z"],
      ["UUP", "dollar", "miss", "medium", "2026-11-17T14:30:00.000Z"],
    ]);

    // Nothing new until the half hour closes; then its reactions, once.
    published.length = 0;
    expect(await runAt(context.publish, new Date(open + 7 * MINUTE))).toEqual({ measured: 0, events: 0 });
    expect(await runAt(context.publish, new Date(open + 31 * MINUTE))).toEqual({ measured: 5, events: 2 });
    const reactions = pushedEvents(published).find((event) => event.id === String(cpi.id))!.reactions;
    expect(reactions.map((reaction) => `${reaction.symbol} ${reaction.horizon}`)).toEqual(["SPY 5m", "SPY 30m", "TLT 5m", "TLT 30m", "UUP 5m", "UUP 30m"]);
    expect(await runAt(context.publish, new Date(open + 32 * MINUTE))).toEqual({ measured: 0, events: 0 });
  });

  it("measures earnings against the benchmark from the open after an after-the-close report, or that day's for a report before it", async () => {
    const { db } = database;
    const { context, published } = await jobContextForTest(database);
    const earnings = (ticker: string, day: string, timing: "before_open" | "after_close") =>
      makeReleasedCalendarEvent(db, {
        kind: "earnings",
        series: `${ticker}|Oct/2026`,
        title: `${ticker} earnings`,
        ticker,
        importance: "mid",
        scheduledAt: new Date(`${day}T05:00:00Z`),
        allDay: true,
        timing,
        actual: "$1.30",
        consensus: "$1.20",
      });
    // Wednesday 4 November after the close (Lululemon), Thursday 5 November before the open (Synopsys): both count from
    // Thursday's open. The replay set has no prices for Zscaler: it waits, unmeasured.
    const lulu = await earnings("LULU", "2026-11-04", "after_close");
    const snps = await earnings("SNPS", "2026-11-05", "before_open");
    const zs = await earnings("ZS", "2026-11-04", "after_close");
    const open = Date.parse("2026-11-05T14:30:00Z");
    expect(await runAt(context.publish, new Date(open - MINUTE))).toEqual({ measured: 0, events: 0 });

    const at = new Date(open + 6 * MINUTE);
    expect(await runAt(context.publish, at)).toEqual({ measured: 2, events: 2 });
    const expected = measureReaction({ published: open, horizon: "5m", now: at.getTime(), stock: await barsOf("LULU", open, at), benchmark: await barsOf("SPY", open, at) })!;
    const pushed = pushedEvents(published);
    expect(pushed.map((event) => event.id).sort()).toEqual([String(lulu.id), String(snps.id)].sort());
    expect(pushed.find((event) => event.id === String(lulu.id))!.reactions).toEqual([
      { symbol: "LULU", horizon: "5m", return: expected.stockReturn, benchmark: "SPY", abnormal_return: expected.abnormalReturn, z_score: expected.zScore, prices: "replay" },
    ]);
    expect(pushed.some((event) => event.id === String(zs.id))).toBe(false);
  });

  it("measures the replay week's invented releases on the replay paths even when the stories' prices are Yahoo's", async () => {
    const { db } = database;
    const { context, published } = await jobContextForTest(database);
    const asked: string[] = [];
    const yahoo = createServer((request, response) => {
      asked.push(request.url ?? "");
      response.writeHead(404).end();
    }).listen(0, "127.0.0.1");
    await once(yahoo, "listening");
    try {
      const live = createYahooProvider({ baseUrl: `http://127.0.0.1:${(yahoo.address() as AddressInfo).port}` });
      // Tuesday 20 October, 10:00 New York (the replay week laid onto that day).
      const release = await makeReleasedCalendarEvent(db, { source: "replay", series: "US|ISM", title: "ISM Manufacturing PMI", scheduledAt: new Date("2026-10-20T14:00:00Z"), actual: "48.9", consensus: "48.4" });
      const at = new Date("2026-10-20T14:06:00Z");
      const measured = await measureReleaseReactionsFrom({
        db,
        provider: live,
        replayProvider: createReplayProvider({ now: () => at }),
        publish: context.publish,
        now: at,
        benchmarks: [],
        minutes: {},
        everyMs: MINUTE,
      });
      expect(measured).toEqual({ measured: 3, events: 1 });
      expect(asked).toEqual([]);
      const [event] = pushedEvents(published);
      expect(event!.id).toBe(String(release.id));
      expect(event!.reactions.map((reaction) => `${reaction.symbol} ${reaction.prices}`)).toEqual(["SPY replay", "TLT replay", "UUP replay"]);
    } finally {
      yahoo.close();
    }
  });
});
