import { create } from "zustand";
import type { Impact } from "@tradewire/core";
import { calendarSchema, type CalendarEvent } from "@tradewire/core/schemas/calendar";
import { impacts } from "@tradewire/core/wire-constants";
import { apiRequest } from "../../api/client";
import { serverMessageOr } from "../../api/api-error";
import { onCalendarReleased } from "../../realtime/calendar-released";
import { onCalendarUpdated } from "../../realtime/calendar-updated";
import { toggleSelection } from "../news/toggle-selection";
import { allCalendarFilters, countriesOf, type CalendarFilters } from "./calendar-filters";

interface CalendarState {
  status: "idle" | "loading" | "loaded" | "error";
  /** Soonest first, as the API gives them; a pushed release replaces its event in place. */
  events: readonly CalendarEvent[];
  /** A visitor's copy: today's high-importance events only. */
  redacted: boolean;
  error: string | null;
  /** The events whose actual was pushed last, so only their rows light up. */
  justReleased: readonly string[];
  filters: CalendarFilters;
}

interface CalendarActions {
  /** Today and the week ahead (the API's default range), for whoever reads it; "loading" only until a first answer. */
  load: () => Promise<void>;
  /** A pushed release: its event updated where it is, or added in its place. */
  receive: (event: CalendarEvent) => void;
  /** A pushed update of an event held (its reactions measured, a story linked): replaced where it is, without lighting its actual again. */
  update: (event: CalendarEvent) => void;
  /** Starts taking `calendar.released` and `calendar.updated` pushes; returns the function that stops it. */
  follow: () => () => void;
  toggleImportance: (importance: Impact) => void;
  toggleCountry: (country: string) => void;
  toggleMyTickers: () => void;
  reset: () => void;
}

const initialState: CalendarState = { status: "idle", events: [], redacted: false, error: null, justReleased: [], filters: allCalendarFilters };

const soonestFirst = (a: CalendarEvent, b: CalendarEvent) => Date.parse(a.scheduled_at) - Date.parse(b.scheduled_at) || a.id.localeCompare(b.id);

/** The calendar of scheduled releases and earnings (issue 30): the /calendar page's week and the releases the feed shows. */
export const useCalendarStore = create<CalendarState & CalendarActions>()((set, get) => {
  // A newer load (sign-in, sign-out, another page) makes the answer of an older one moot.
  let generation = 0;
  return {
    ...initialState,
    load: async () => {
      const run = ++generation;
      // Asked again (a refresh, another page), the week on screen stays until the answer replaces it.
      if (get().status !== "loaded") set({ status: "loading", error: null });
      try {
        const calendar = await apiRequest("/api/calendar", { schema: calendarSchema });
        if (run !== generation) return;
        set({ status: "loaded", events: calendar.events, redacted: calendar.redacted, error: null });
      } catch (error) {
        if (run === generation) set({ status: "error", error: serverMessageOr(error, "Could not load the calendar.") });
      }
    },
    receive: (event) =>
      set((state) => {
        const known = state.events.some((each) => each.id === event.id);
        const events = known ? state.events.map((each) => (each.id === event.id ? event : each)) : [...state.events, event].sort(soonestFirst);
        return { events, justReleased: [event.id] };
      }),
    update: (event) => set((state) => ({ events: state.events.map((each) => (each.id === event.id ? event : each)) })),
    follow: () => {
      const unfollowReleases = onCalendarReleased((event) => get().receive(event));
      const unfollowUpdates = onCalendarUpdated((event) => get().update(event));
      return () => {
        unfollowReleases();
        unfollowUpdates();
      };
    },
    toggleImportance: (importance) =>
      set((state) => ({ filters: { ...state.filters, importances: toggleSelection(state.filters.importances, importance, impacts) } })),
    toggleCountry: (country) =>
      set((state) => ({
        filters: { ...state.filters, countries: toggleSelection(state.filters.countries, country, countriesOf(state.events).map((each) => each.code)) },
      })),
    toggleMyTickers: () => set((state) => ({ filters: { ...state.filters, myTickers: !state.filters.myTickers } })),
    reset: () => {
      generation++;
      set(initialState);
    },
  };
});
