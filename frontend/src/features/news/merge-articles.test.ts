import { describe, expect, it } from "vitest";
import { articleFixture } from "@tradewire/core/testing/article-fixture";
import { emptyIndex, mergeArticles } from "./merge-articles";

const at = (minute: number) => new Date(Date.UTC(2025, 5, 1, 12, minute)).toISOString();

describe("mergeArticles", () => {
  it("orders stories newest first by publication date", () => {
    const old = articleFixture({ date_published: at(1) });
    const newer = articleFixture({ date_published: at(5) });
    const middle = articleFixture({ date_published: at(3) });

    const index = mergeArticles(mergeArticles(emptyIndex, [old, newer]), [middle]);
    expect(index.urls).toEqual([newer.url, middle.url, old.url]);
  });

  it("keeps one entry per url and refreshes it in place", () => {
    const first = articleFixture({ date_published: at(2) });
    const second = articleFixture({ date_published: at(1) });
    const index = mergeArticles(emptyIndex, [first, second]);

    const updated = { ...second, title: "Updated headline" };
    const merged = mergeArticles(index, [updated, updated]);
    expect(merged.urls).toEqual([first.url, second.url]);
    expect(merged.byUrl[second.url]?.title).toBe("Updated headline");
  });

  it("appends an older page after the stories already loaded", () => {
    const page1 = [articleFixture({ date_published: at(9) }), articleFixture({ date_published: at(8) })];
    const page2 = [articleFixture({ date_published: at(7) }), articleFixture({ date_published: at(6) })];
    const index = mergeArticles(mergeArticles(emptyIndex, page1), page2);
    expect(index.urls).toEqual([...page1, ...page2].map((a) => a.url));
  });
});
