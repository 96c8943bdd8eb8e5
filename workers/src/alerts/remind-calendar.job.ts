import { findCalendarEvents, listCalendarAlerts, presentCalendarEvent } from "@tradewire/db";
import { defineJob } from "../job-definition";
import { ruleOf } from "./alert-index-cache";
import { calendarReminderItem } from "./alert-items";
import { calendarAlertsFor, queueCalendarMatches } from "./calendar-alerts";

/** How often reminders are looked for: a reminder goes out at most this late. */
export const REMIND_EVERY_MS = 30_000;

/**
 * The reminders calendar alerts ask for: every REMIND_EVERY_MS, the events not yet released that start within the longest
 * reminder of the active alerts, each matched against those alerts. A reminder is due once its event is at most the
 * alert's minutes away and has not begun; the deliveries' idempotency key (alert, event, its time, channel) sends it
 * once however many ticks, workers or restarts see it due. An event without a time (earnings on a day) gets none.
 */
export const remindCalendar = defineJob("remind-calendar", {
  schedule: { everyMs: () => REMIND_EVERY_MS, payload: {} },
  // The next tick is the retry.
  attempts: 1,
  dedupKey: () => "remind-calendar",
  handler: async (_payload, context) => {
    const db = context.database.db;
    const rows = await listCalendarAlerts(db, { withReminder: true });
    if (!rows.length) return;
    const now = new Date();
    const longestMs = Math.max(...rows.map((row) => row.remindMinutes ?? 0)) * 60_000;
    const events = (await findCalendarEvents(db, { from: now, to: new Date(now.getTime() + longestMs + 1) }))
      .filter((row) => row.actual === null && !row.allDay)
      .map(presentCalendarEvent);
    if (!events.length) return;
    const alerts = await calendarAlertsFor(db, context.config, events, { rules: rows.map(ruleOf) });
    for (const event of events) await queueCalendarMatches(context, calendarReminderItem(event, alerts.contextOf(event), now), alerts.rules, event.scheduled_at);
  },
});
