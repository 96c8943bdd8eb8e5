import { describe, expect, it } from "vitest";
import { articleFixture } from "@tradewire/core/testing/article-fixture";
import { calendarEventFixture, releasedFixture } from "../../testing/calendar-fixture";
import { allFilters } from "./feed-filters";
import { interleaveFeed, isReleaseKey, releasesForFeed } from "./feed-entries";

const at = (hour: number, minute = 0) => new Date(Date.UTC(2026, 10, 27, hour, minute)).toISOString();
const story = (hour: number, minute = 0) => articleFixture({ title: `Story ${hour}:${minute}`, date_published: at(hour, minute) });
const release = (hour: number, minute = 0, title = "CPI y/y") => releasedFixture({ title, scheduled_at: at(hour, minute), released_at: at(hour, minute) });
const shape = (entries: ReturnType<typeof interleaveFeed>) =>
  entries.map((entry) => (entry.kind === "story" ? entry.article.title : `release ${entry.event.title}`));

describe("the feed's rows", () => {
  it("puts each release among the stories by the time of its release, before a story of the same time", () => {
    const stories = [story(15), story(13, 30), story(12)];
    const releases = [release(13, 30, "CPI y/y"), release(14, 0, "Core CPI m/m"), release(16, 0, "Fed Interest Rate Decision")];
    expect(shape(interleaveFeed(stories, releases, false))).toEqual([
      "release Fed Interest Rate Decision",
      "Story 15:0",
      "release Core CPI m/m",
      "release CPI y/y",
      "Story 13:30",
      "Story 12:0",
    ]);
  });

  it("holds a release older than the oldest story back until the feed reaches its time, or has no older page", () => {
    const stories = [story(15), story(14)];
    const early = release(9, 0, "Initial Jobless Claims");
    expect(shape(interleaveFeed(stories, [early], false))).toEqual(["Story 15:0", "Story 14:0"]);
    expect(shape(interleaveFeed(stories, [early], true))).toEqual(["Story 15:0", "Story 14:0", "release Initial Jobless Claims"]);
    expect(shape(interleaveFeed([], [early], false))).toEqual(["release Initial Jobless Claims"]);
  });

  it("keys a release apart from every story", () => {
    const [entry] = interleaveFeed([], [release(9)], true);
    expect(isReleaseKey(entry!.key)).toBe(true);
    expect(isReleaseKey(story(9).url)).toBe(false);
  });

  it("lists released events of the impacts chosen, and none while searching or narrowed to sources or tags", () => {
    const high = releasedFixture({ importance: "high" });
    const low = releasedFixture({ importance: "low" });
    const due = calendarEventFixture({ importance: "high" });
    expect(releasesForFeed([high, low, due], allFilters, false)).toEqual([high, low]);
    expect(releasesForFeed([high, low, due], { ...allFilters, impacts: ["high"] }, false)).toEqual([high]);
    expect(releasesForFeed([high], allFilters, true)).toEqual([]);
    expect(releasesForFeed([high], { ...allFilters, sources: ["reuters"] }, false)).toEqual([]);
    expect(releasesForFeed([high], { ...allFilters, tags: ["tariffs"] }, false)).toEqual([]);
  });
});
