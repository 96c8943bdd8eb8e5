import { afterEach, describe, expect, it } from "vitest";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { CalendarEventStory } from "@tradewire/core";
import { EventStories } from "./event-stories";

afterEach(cleanup);

const story = (minute: number): CalendarEventStory => ({
  id: String(minute),
  title: `US consumer prices story ${minute}`,
  url: `https://www.reuters.com/cpi-${minute}`,
  source: "reuters",
  date_published: `2026-11-12T13:${String(30 + minute).padStart(2, "0")}:00.000Z`,
});

describe("the stories under a calendar row", () => {
  it("shows the newest headline as a link to its source, and the others behind a count that opens them", () => {
    render(<EventStories stories={[story(5), story(3), story(1)]} timeZone="UTC" />);
    const group = screen.getByRole("group", { name: "Stories about it" });
    const newest = within(group).getByRole("link", { name: "US consumer prices story 5" });
    expect(newest.getAttribute("href")).toBe("https://www.reuters.com/cpi-5");
    expect(newest.getAttribute("target")).toBe("_blank");
    expect(group.textContent).toContain("reuters · 12 Nov 13:35");
    const more = within(group).getByText("2 more stories");
    const details = more.closest("details")!;
    expect(details.open).toBe(false);
    fireEvent.click(more);
    expect(details.open).toBe(true);
    expect(within(details).getAllByRole("link").map((link) => link.textContent)).toEqual(["US consumer prices story 3", "US consumer prices story 1"]);
  });

  it("shows one story without a count, and nothing for an event no story speaks of", () => {
    const { container, rerender } = render(<EventStories stories={[story(1)]} timeZone="UTC" />);
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(container.querySelector("details")).toBeNull();
    rerender(<EventStories stories={[]} timeZone="UTC" />);
    expect(container.textContent).toBe("");
  });
});
