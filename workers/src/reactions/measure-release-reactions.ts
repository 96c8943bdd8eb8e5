import type { Publish } from "@tradewire/core";
import { outcomeOf } from "@tradewire/core/domain/calendar/calendar-figures";
import { releaseInstruments, releaseReactionStart, type ReleaseInstrument } from "@tradewire/core/domain/calendar/release-reactions";
import { surpriseSizeOf } from "@tradewire/core/domain/calendar/surprise-size";
import { measureOwnReaction, measureReaction, reactionSpan, type ReactionBars } from "@tradewire/core/domain/reactions/measure-reaction";
import { releaseReactionHorizons, type ReleaseReactionHorizon } from "@tradewire/core/schemas/calendar";
import type { ReactionHorizonName } from "@tradewire/core/wire-constants";
import {
  findCalendarEventsWithReactions,
  presentCalendarEvent,
  releasesAwaitingReactions,
  storeCalendarEventReactions,
  type CalendarEventReactionRecord,
  type Database,
  type ReleaseAwaitingReactions,
  withCalendarStories,
} from "@tradewire/db";
import { createReplayProvider, type PriceProvider } from "../prices/price-providers";
import { benchmarkTable } from "../reports/benchmark-for";
import { historiesOf, type MeasureReactionsOptions } from "./measure-reactions";

const DAY_MS = 86_400_000;
/** A release's last horizon closes within this: a Friday after-the-close report's on Monday, a holiday later. */
const LOOKBACK_DAYS = 6;
/** 5-minute bars before the oldest release, for the estimation window of 20 sessions (a month with holidays). */
const INTRADAY_HISTORY_DAYS = 35;
/** Released events looked at per run: a few days of Nasdaq's macro and earnings calendars. */
const RELEASES_PER_RUN = 2_000;
/**
 * Yahoo is asked for at most this many symbols a run for releases (each a request, on top of the stories' 20): SPY,
 * TLT and UUP, a few country funds and the day's reporting companies; the replay paths are computed.
 */
const LIVE_SYMBOLS_PER_RUN = 10;

/** One event's instrument with the horizons of it that have closed unmeasured. */
interface Due {
  event: ReleaseAwaitingReactions;
  instrument: ReleaseInstrument;
  start: number;
  horizons: ReleaseReactionHorizon[];
}

/**
 * Measures what the releases of the last days moved, per instrument and horizon once it has closed (core's
 * releaseInstruments and releaseReactionStart): a fund by its own return (measureOwnReaction), a company against its
 * benchmark (measureReaction), on the bars the stories' reactions use. The replay week's invented releases are measured
 * on the replay paths whatever the stories' prices, so they never meet real prices. Stores each reaction once, with the
 * release's outcome and surprise size as released, and pushes the events that gained one (`calendar.updated`). Answers
 * what it did.
 */
export async function measureReleaseReactionsFrom(
  options: MeasureReactionsOptions & {
    /** The replay week's provider when `provider` is Yahoo's (tests set its clock). */
    replayProvider?: PriceProvider;
  },
) {
  const { db, provider, publish, benchmarks, minutes, everyMs } = options;
  const now = options.now.getTime();
  const released = await releasesAwaitingReactions(db, { since: new Date(now - LOOKBACK_DAYS * DAY_MS), limit: RELEASES_PER_RUN });
  const invented = released.filter((event) => event.source === "replay");
  const groups: [PriceProvider, ReleaseAwaitingReactions[]][] =
    provider.name === "replay" || !invented.length
      ? [[provider, released]]
      : [
          [provider, released.filter((event) => event.source !== "replay")],
          [options.replayProvider ?? createReplayProvider(), invented],
        ];
  const { byCountry } = benchmarkTable(benchmarks);
  const measured: CalendarEventReactionRecord[] = [];
  for (const [prices, events] of groups) {
    const due = dueReactions(events, { provider: prices, byCountry, minutes, now });
    measured.push(...(await measureDue(db, prices, due, { minutes, now, everyMs })));
  }
  await storeCalendarEventReactions(db, measured);
  const eventIds = [...new Set(measured.map((reaction) => reaction.eventId))];
  // With their stories too: the push replaces the event on screen.
  const events = await withCalendarStories(db, await findCalendarEventsWithReactions(db, eventIds));
  // Published in one tick: the event bus sends them as one batch.
  await Promise.all(events.map((event) => publish("calendar.updated", presentCalendarEvent(event))));
  return { measured: measured.length, events: events.length };
}

/** Each event's instruments whose prices the provider has, with their horizons closed by now and not yet measured. */
function dueReactions(
  events: readonly ReleaseAwaitingReactions[],
  { provider, byCountry, minutes, now }: { provider: PriceProvider; byCountry: ReturnType<typeof benchmarkTable>["byCountry"]; minutes: Partial<Record<ReactionHorizonName, number>>; now: number },
): Due[] {
  return events.flatMap((event) => {
    const start = releaseReactionStart({ kind: event.kind, scheduledAt: event.scheduledAt.getTime(), allDay: event.allDay, timing: event.timing });
    if (start === null) return [];
    return releaseInstruments(event, byCountry).flatMap((instrument) => {
      const symbols = instrument.benchmark ? [instrument.symbol, instrument.benchmark] : [instrument.symbol];
      if (!symbols.every((symbol) => provider.knows(symbol))) return [];
      // Only the horizons closed by now: the others would cost their bars for nothing.
      const horizons = releaseReactionHorizons.filter(
        (horizon) => !event.measured.includes(`${instrument.symbol}|${horizon}`) && reactionSpan(start, horizon, minutes[horizon]).end <= now,
      );
      return horizons.length ? [{ event, instrument, start, horizons }] : [];
    });
  });
}

/** The due reactions measured on one provider's bars; those the bars do not cover yet are left for a later run. */
async function measureDue(
  db: Database,
  provider: PriceProvider,
  due: readonly Due[],
  { minutes, now, everyMs }: { minutes: Partial<Record<ReactionHorizonName, number>>; now: number; everyMs: number },
): Promise<CalendarEventReactionRecord[]> {
  // Benchmarks and the funds every release wants come first, then the companies.
  const first = due.map(({ instrument }) => instrument.benchmark ?? instrument.symbol);
  const all = [...new Set([...first, ...due.map(({ instrument }) => instrument.symbol)])];
  const symbols = provider.name === "yahoo" ? all.slice(0, LIVE_SYMBOLS_PER_RUN) : all;
  const measurable = due.filter(({ instrument }) => symbols.includes(instrument.symbol) && (!instrument.benchmark || symbols.includes(instrument.benchmark)));
  if (!measurable.length) return [];
  const oldest = Math.min(...measurable.map(({ start }) => start));
  const from = new Date(oldest - INTRADAY_HISTORY_DAYS * DAY_MS);
  const to = new Date(now);
  const used = [...new Set(measurable.flatMap(({ instrument }) => (instrument.benchmark ? [instrument.symbol, instrument.benchmark] : [instrument.symbol])))];
  const fiveMinute = await historiesOf(db, provider, used, { interval: "5m", from, to, freshMs: everyMs });
  // A session's close when its last 5-minute bar is missing: where a reaction from an open is priced from.
  const daily = await historiesOf(db, provider, used, { interval: "1d", from, to, freshMs: everyMs });
  const barsOf = (symbol: string): ReactionBars => ({ fiveMinute: fiveMinute[symbol] ?? [], daily: daily[symbol] ?? [] });

  const measured: CalendarEventReactionRecord[] = [];
  for (const { event, instrument, start, horizons } of measurable) {
    const asReleased = { outcome: outcomeOf(event.title, event.actual, event.consensus), surpriseSize: surpriseSizeOf(event.actual, event.consensus) };
    for (const horizon of horizons) {
      const common = { eventId: event.id, symbol: instrument.symbol, horizon, asset: instrument.asset, priceSource: provider.name, ...asReleased };
      if (instrument.benchmark) {
        const reaction = measureReaction({ published: start, horizon, now, stock: barsOf(instrument.symbol), benchmark: barsOf(instrument.benchmark), minutes: minutes[horizon] });
        if (!reaction) continue;
        measured.push({
          ...common,
          benchmark: instrument.benchmark,
          startsAt: new Date(reaction.start),
          endsAt: new Date(reaction.end),
          symbolReturn: reaction.stockReturn,
          benchmarkReturn: reaction.benchmarkReturn,
          abnormalReturn: reaction.abnormalReturn,
          sigma: reaction.sigma,
          zScore: reaction.zScore,
        });
        continue;
      }
      const reaction = measureOwnReaction({ published: start, horizon, now, bars: barsOf(instrument.symbol), minutes: minutes[horizon] });
      if (!reaction) continue;
      measured.push({
        ...common,
        benchmark: null,
        startsAt: new Date(reaction.start),
        endsAt: new Date(reaction.end),
        symbolReturn: reaction.return,
        benchmarkReturn: null,
        abnormalReturn: null,
        sigma: reaction.sigma,
        zScore: reaction.zScore,
      });
    }
  }
  return measured;
}
