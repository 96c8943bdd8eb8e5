import { claimDueSources, recordSourceFailure, recordSourceSuccess } from "@tradewire/db";
import { newYorkDay } from "@tradewire/core/domain/trading-calendar";
import { defineJob } from "../job-definition";
import { CALENDAR_SOURCE_ID, currentCalendarMode } from "../news/feed-mode";
import { createNasdaqCalendarClient } from "./nasdaq-calendar-client";
import { calendarWindow, pollCalendarDays } from "./poll-calendar";
import { createReplayCalendar } from "./replay-calendar";

/** The source state that says when the whole window is next read. */
const WEEK_STATE_ID = "calendar-week";

/**
 * Every CALENDAR_INTERVAL_MS (a minute unless set): today's releases and earnings, so an actual is pushed within a
 * minute of the source having it; every CALENDAR_WEEK_INTERVAL_MS the whole window, yesterday to a week ahead.
 * Nasdaq's public calendars while live (the replay week while they have never answered), the replay week when
 * SOURCES=replay, or CALENDAR_SOURCE's whatever SOURCES says. CALENDAR_OFF reads none.
 */
export const pollCalendar = defineJob("poll-calendar", {
  schedule: { everyMs: (config) => config.CALENDAR_INTERVAL_MS, payload: {} },
  // The next run is the retry.
  attempts: 1,
  dedupKey: () => "calendar",
  handler: async (_payload, context) => {
    const { config, database, publish, logger } = context;
    if (config.CALENDAR_OFF || (config.SOURCES === "off" && !config.CALENDAR_SOURCE)) return;
    const now = new Date();
    const mode = config.CALENDAR_SOURCE ?? ((await currentCalendarMode(context)) === "live" ? "nasdaq" : "replay");
    const reader = mode === "nasdaq" ? createNasdaqCalendarClient({ baseUrl: config.CALENDAR_NASDAQ_URL }) : createReplayCalendar();
    const [state] = await claimDueSources(database.db, [CALENDAR_SOURCE_ID], now);
    const whole = (await claimDueSources(database.db, [WEEK_STATE_ID], now)).length > 0;
    const days = whole ? calendarWindow(now) : [newYorkDay(now.getTime())];
    try {
      const { seen, inserted, released } = await pollCalendarDays({ db: database.db, reader, days, publish, now });
      // A run while another held the claim still stored what it read; only the claimant records the poll.
      if (state) await recordSourceSuccess(database.db, CALENDAR_SOURCE_ID, { seen, created: inserted, nextPollAt: new Date(now.getTime() + config.CALENDAR_INTERVAL_MS) });
      if (whole) await recordSourceSuccess(database.db, WEEK_STATE_ID, { seen, created: inserted, nextPollAt: new Date(now.getTime() + config.CALENDAR_WEEK_INTERVAL_MS) });
      logger.info({ mode, days: days.length, seen, inserted, released: released.length }, "calendar polled");
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      context.metrics.sourcePollFailures.inc({ source: CALENDAR_SOURCE_ID });
      // Tried again at the next run, the whole window too.
      const retryAt = new Date(now.getTime() + config.CALENDAR_INTERVAL_MS);
      await recordSourceFailure(database.db, CALENDAR_SOURCE_ID, message, retryAt);
      if (whole) await recordSourceFailure(database.db, WEEK_STATE_ID, message, retryAt);
      logger.warn({ mode, err: message }, "calendar failed");
    }
  },
});
