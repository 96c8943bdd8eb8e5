import type { CalendarEvent } from "@tradewire/core";
import { createEventChannel } from "./event-channel";

const calendarReleased = createEventChannel<CalendarEvent>();

/** Lets the calendar store follow `calendar.released` pushes (members only); returns the unfollow function. */
export const onCalendarReleased = calendarReleased.follow;
/** Called by the socket for every `calendar.released` it receives. */
export const publishCalendarReleased = calendarReleased.publish;
