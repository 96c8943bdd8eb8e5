import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { Impact } from "@tradewire/core";
import { useAuthStore } from "../../stores/auth-store";
import { articleFixture } from "@tradewire/core/testing/article-fixture";
import { HeadlineMarquee } from "./headline-marquee";

const fetchMock = vi.fn<typeof fetch>();
const impactsInTurn: Impact[] = ["high", "mid", "low"];

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  useAuthStore.setState({ status: "anonymous" });
});

afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  useAuthStore.setState(useAuthStore.getInitialState());
});

describe("HeadlineMarquee", () => {
  it("shows placeholder lines while loading", () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    render(<HeadlineMarquee />);
    expect(screen.getByRole("status", { name: "Loading headlines" })).toBeTruthy();
  });

  it("shows the 10 latest headlines, newest first, coloured by impact", async () => {
    // The server's order is not trusted: minute i is published i minutes after noon.
    const articles = [3, 9, 0, 5, 1, 8, 2, 7, 4, 6].map((minute) =>
      articleFixture({
        title: `Headline ${minute}`,
        impact: impactsInTurn[minute % 3],
        date_published: new Date(Date.UTC(2025, 5, 1, 12, minute)).toISOString(),
      }),
    );
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ articles, next_before: null })));
    render(<HeadlineMarquee />);

    const marquee = await screen.findByRole("region", { name: "Latest headlines" });
    await within(marquee).findAllByRole("link");
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/articles/latest?limit=10");

    const links = within(marquee).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0].map((m) => `Headline ${m}`));
    expect(links[0]?.className).toContain("text-impact-high");
    expect(links[1]?.className).toContain("text-impact-low");
    expect(links[2]?.className).toContain("text-impact-mid");
  });
});
