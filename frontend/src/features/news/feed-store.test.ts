import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ArticlesPage } from "@tradewire/core";
import { publishArticleCreated } from "../../realtime/article-created";
import { publishArticleUpdated } from "../../realtime/article-updated";
import { publishReportUpdated } from "../../realtime/report-updated";
import { useAuthStore } from "../../stores/auth-store";
import { articleFixture } from "@tradewire/core/testing/article-fixture";
import { SEARCH_REFRESH_MS, useFeedStore } from "./feed-store";

const fetchMock = vi.fn<typeof fetch>();
const at = (minute: number) => new Date(Date.UTC(2025, 5, 1, 12, minute)).toISOString();
const answer = (page: ArticlesPage) => new Response(JSON.stringify(page), { status: 200 });

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  useFeedStore.getState().reset();
  useAuthStore.setState(useAuthStore.getInitialState());
});

async function loadWith(...articles: ReturnType<typeof articleFixture>[]) {
  fetchMock.mockResolvedValueOnce(answer({ articles, next_before: null }));
  await useFeedStore.getState().load("visitor");
}

describe("useFeedStore loading", () => {
  it("reads the visitors' feed with a page of 100 and the members' feed under /api", async () => {
    await loadWith(articleFixture());
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/articles/latest?limit=100");

    fetchMock.mockResolvedValueOnce(answer({ articles: [], next_before: null }));
    await useFeedStore.getState().load("member");
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe("/api/articles?limit=100");
  });

  it("asks for the next page with the cursor and appends it", async () => {
    const first = articleFixture({ date_published: at(9) });
    const second = articleFixture({ date_published: at(1) });
    fetchMock.mockResolvedValueOnce(answer({ articles: [first], next_before: "cursor-1" }));
    await useFeedStore.getState().load("visitor");

    fetchMock.mockResolvedValueOnce(answer({ articles: [second], next_before: null }));
    await useFeedStore.getState().loadMore();
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe("/articles/latest?limit=100&before=cursor-1");
    expect(useFeedStore.getState().urls).toEqual([first.url, second.url]);
    expect(useFeedStore.getState().nextBefore).toBeNull();
  });

  it("words a network failure as maintenance after three retries", async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const loading = useFeedStore.getState().load("visitor");
    await vi.runAllTimersAsync();
    await loading;

    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(useFeedStore.getState().error).toBe(
      "We're currently performing system maintenance to improve our services. Please try again in a few minutes.",
    );
  });

  it("does not retry an auth error and logs the user out", async () => {
    const expireSession = vi.fn(async () => {});
    useAuthStore.setState({ expireSession });
    fetchMock.mockResolvedValue(new Response("", { status: 401, statusText: "Unauthorized" }));
    await useFeedStore.getState().load("member");

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(expireSession).toHaveBeenCalled();
    expect(useFeedStore.getState().error).toBe("Error loading news: 401: Unauthorized");
  });
});

describe("useFeedStore pushes", () => {
  it("shows a story's Report button once its report is built, without a reload", async () => {
    const story = articleFixture({ id: "42", is_report_present: false });
    const other = articleFixture({ id: "43", is_report_present: false });
    await loadWith(story, other);
    const stop = useFeedStore.getState().follow();
    publishReportUpdated({ article_id: "42", report: {} as never });
    stop();

    const { byUrl } = useFeedStore.getState();
    expect(byUrl[story.url]?.is_report_present).toBe(true);
    expect(byUrl[other.url]?.is_report_present).toBe(false);
  });

  it("changes a listed story's impact in place when it is updated, and ignores an update of a story not loaded", async () => {
    const story = articleFixture({ id: "42", impact: "low", date_published: at(2) });
    const older = articleFixture({ id: "41", date_published: at(1) });
    await loadWith(story, older);
    const stop = useFeedStore.getState().follow();
    publishArticleUpdated({ ...story, impact: "high" });
    publishArticleUpdated(articleFixture({ id: "99", date_published: at(3) }));
    stop();

    const { urls, byUrl, arrivedUrls } = useFeedStore.getState();
    expect(urls).toEqual([story.url, older.url]);
    expect(byUrl[story.url]?.impact).toBe("high");
    expect(arrivedUrls).toEqual([]);
  });

  it("puts a pushed story on top while the reader is at the top", async () => {
    const loaded = articleFixture({ date_published: at(1) });
    await loadWith(loaded);
    const stop = useFeedStore.getState().follow();

    const pushed = articleFixture({ date_published: at(2) });
    publishArticleCreated(pushed);
    stop();

    expect(useFeedStore.getState().urls).toEqual([pushed.url, loaded.url]);
    expect(useFeedStore.getState().arrivedUrls).toEqual([pushed.url]);
  });

  it("keeps one story per url when it is pushed again", async () => {
    const story = articleFixture({ date_published: at(1) });
    await loadWith(story);

    useFeedStore.getState().receive({ ...story, title: "Revised" });
    expect(useFeedStore.getState().urls).toEqual([story.url]);
    expect(useFeedStore.getState().byUrl[story.url]?.title).toBe("Revised");
  });

  it("holds pushes back while the reader is scrolled down and counts them", async () => {
    const loaded = articleFixture({ date_published: at(1) });
    await loadWith(loaded);
    useFeedStore.getState().setReadingAtTop(false);

    const a = articleFixture({ date_published: at(2) });
    const b = articleFixture({ date_published: at(3) });
    useFeedStore.getState().receive(a);
    useFeedStore.getState().receive(b);
    useFeedStore.getState().receive(a);

    expect(useFeedStore.getState().urls).toEqual([loaded.url]);
    expect(useFeedStore.getState().pending).toHaveLength(2);

    useFeedStore.getState().revealPending();
    expect(useFeedStore.getState().urls).toEqual([b.url, a.url, loaded.url]);
    expect(useFeedStore.getState().pending).toHaveLength(0);
  });

  it("reveals the waiting stories when the reader scrolls back to the top", async () => {
    await loadWith(articleFixture({ date_published: at(1) }));
    useFeedStore.getState().setReadingAtTop(false);
    useFeedStore.getState().receive(articleFixture({ date_published: at(2) }));

    useFeedStore.getState().setReadingAtTop(true);
    expect(useFeedStore.getState().urls).toHaveLength(2);
  });

  it("offers a source button for a source that first arrives by push", async () => {
    await loadWith(articleFixture({ source: "reuters" }));
    useFeedStore.getState().receive(articleFixture({ source: "bloomberg", date_published: at(30) }));
    expect(useFeedStore.getState().sources).toEqual(["bloomberg", "reuters"]);
  });
});

describe("useFeedStore filters", () => {
  it("narrows to one impact, then returns to all on a second click", () => {
    useFeedStore.getState().toggleImpact("high");
    expect(useFeedStore.getState().filters.impacts).toEqual(["high"]);
    useFeedStore.getState().toggleImpact("high");
    expect(useFeedStore.getState().filters.impacts).toBe("all");
  });
});

describe("useFeedStore search", () => {
  it("loads a search with its words and symbols and keeps the count of matches", async () => {
    fetchMock.mockResolvedValueOnce(answer({ articles: [articleFixture()], next_before: "cursor-1", total: 240 }));
    await useFeedStore.getState().load("member", { q: "steel quotas", ticker: "X,NUE", related: false });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/articles?limit=100&q=steel+quotas&ticker=X%2CNUE");
    expect(useFeedStore.getState().total).toBe(240);

    fetchMock.mockResolvedValueOnce(answer({ articles: [], next_before: null, total: 240 }));
    await useFeedStore.getState().loadMore();
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe("/api/articles?limit=100&before=cursor-1&q=steel+quotas&ticker=X%2CNUE");
  });

  it("asks for the stories that only move the symbols too, for My tickers", async () => {
    fetchMock.mockResolvedValueOnce(answer({ articles: [], next_before: null, total: 0 }));
    await useFeedStore.getState().load("member", { q: "", ticker: "XOM,ITA", related: true });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/articles?limit=100&ticker=XOM%2CITA&also_related=true");
  });

  it("lets a pushed story join a search only when the server lists it as a match, asking once for a burst", async () => {
    vi.useFakeTimers();
    const listed = articleFixture({ title: "Steel quotas eased", date_published: at(1) });
    fetchMock.mockResolvedValueOnce(answer({ articles: [listed], next_before: null, total: 1 }));
    await useFeedStore.getState().load("visitor", { q: "steel", ticker: "", related: false });

    const matching = articleFixture({ title: "Steel tariffs doubled", date_published: at(3) });
    const other = articleFixture({ title: "Copper jumps", date_published: at(2) });
    useFeedStore.getState().receive(other);
    useFeedStore.getState().receive(matching);
    expect(useFeedStore.getState().urls).toEqual([listed.url]);

    fetchMock.mockResolvedValueOnce(answer({ articles: [matching, listed], next_before: null, total: 2 }));
    await vi.advanceTimersByTimeAsync(SEARCH_REFRESH_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe("/articles/latest?limit=100&q=steel");
    expect(useFeedStore.getState().urls).toEqual([matching.url, listed.url]);
    expect(useFeedStore.getState().total).toBe(2);
  });
});
