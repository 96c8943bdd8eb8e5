import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { storyCalendarEventSchema, type StoryCalendarEvent } from "@tradewire/core/schemas/story-calendar-events";
import { calendarEventFixture } from "../../testing/calendar-fixture";
import { StoryCalendarEvents } from "./story-calendar-events";

afterEach(cleanup);

// The shared fixture, released, as the story's details route gives it.
const cpi: StoryCalendarEvent = storyCalendarEventSchema.parse(
  calendarEventFixture({ id: "12", scheduled_at: "2026-11-12T13:30:00.000Z", previous: "3.0%", actual: "3.1%", released_at: "2026-11-12T13:31:40.000Z", surprise: 0.1, outcome: "beat" }),
);

describe("the calendar events in a story's details", () => {
  it("reads a release as the feed does, with beat or miss, when it came out, and a link to the calendar", () => {
    render(
      <MemoryRouter>
        <StoryCalendarEvents events={[cpi]} timeZone="UTC" />
      </MemoryRouter>,
    );
    const link = screen.getByRole("link", { name: "US CPI y/y 3.1% vs 3.0% expected" });
    expect(link.getAttribute("href")).toBe("/calendar");
    expect(screen.getByTitle(/Beat the consensus/).textContent).toBe("+Beat");
    // Out at its time, whenever Tradewire saw it.
    expect(screen.getByText("Out 12 Nov 13:30 · previous 3.0%")).toBeTruthy();
  });

  it("names an event not out yet by what it is and when it is due", () => {
    const due = { ...cpi, actual: null, released_at: null, surprise: null, outcome: null, scheduled_at: new Date(Date.now() + 3_600_000).toISOString() };
    render(
      <MemoryRouter>
        <StoryCalendarEvents events={[due]} timeZone="UTC" />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link").textContent).toBe("US CPI y/y");
    expect(screen.getByText(/^Due (today|tomorrow) at \d\d:\d\d$/)).toBeTruthy();
    expect(screen.queryByText(/Beat|Miss/)).toBeNull();
  });
});
