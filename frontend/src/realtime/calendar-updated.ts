import type { CalendarEvent } from "@tradewire/core";
import { createEventChannel } from "./event-channel";

const calendarUpdated = createEventChannel<CalendarEvent>();

/** Lets the calendar store follow `calendar.updated` pushes (members only: an event that gained reactions or a story); returns the unfollow function. */
export const onCalendarUpdated = calendarUpdated.follow;
/** Called by the socket for every `calendar.updated` it receives. */
export const publishCalendarUpdated = calendarUpdated.publish;
