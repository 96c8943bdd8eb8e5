import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseFeed } from "./parse-feed";
import type { SourceDefinition, SourceFormat } from "@tradewire/platform";
import { SourceError } from "./source-error";

const NOW = new Date("2026-10-09T20:00:00Z");

const fixture = (name: string) => readFileSync(new URL(`../testing/fixtures/${name}`, import.meta.url), "utf8");

const source = (format: SourceFormat, url = "https://feeds.example.com/feed.xml"): SourceDefinition => ({
  id: `test-${format}`,
  name: "Test",
  format,
  url,
  intervalSeconds: 300,
  wire: false,
});

const rss = (items: string) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>Test</title>${items}</channel></rss>`;

const parseError = (run: () => unknown): SourceError => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(SourceError);
    return error as SourceError;
  }
  throw new Error("expected a SourceError");
};

describe("parseFeed", () => {
  it("reduces WordPress HTML and entities to a plain-text summary, preferring description", () => {
    const [item] = parseFeed(source("rss"), fixture("rss2_wordpress_style_timesofisrael.xml"), NOW);
    expect(item?.summary).toBe(
      "Premiums for vessels with Israeli links climb to 1% of hull value, brokers say, as attacks on merchant ships resume",
    );
    const contentOnly = rss(`<item><title>T</title><link>https://example.com/a</link>
      <content:encoded><![CDATA[<p>Rates&nbsp;rise<br/>again&#8230; <strong>5%</strong> &amp;amp; more</p>
      <script>alert(1)</script>]]></content:encoded></item>`);
    expect(parseFeed(source("rss"), contentOnly, NOW)[0]?.summary).toBe("Rates rise again… 5% &amp; more");
  });

  it("caps the summary near 500 characters at a word boundary", () => {
    const long = Array.from({ length: 200 }, (_, index) => `word${index}`).join(" ");
    const feed = rss(`<item><title>T</title><link>https://example.com/a</link><description>${long}</description></item>`);
    const [item] = parseFeed(source("rss"), feed, NOW);
    expect(item?.summary?.length).toBeLessThanOrEqual(500);
    expect(item?.summary).toMatch(/word\d+…$/);
  });

  it("reads Atom alternate links, published or else updated, and HTML titles as text", () => {
    const items = parseFeed(source("atom"), fixture("atom_1.0_sample.xml"), NOW);
    expect(items.map((item) => [item.url, item.publishedAt.toISOString(), item.source])).toEqual([
      ["https://example.gov/press/2026/10/section-301-hearing-eu-vehicles", "2026-10-09T18:30:00.000Z", "example"],
      ["https://example.gov/press/2026/10/g7-trade-ministers", "2026-10-08T19:45:10.000Z", "example"],
    ]);
    expect(items[1]?.title).toBe("Statement on G7 trade ministers meeting");
    expect(items[0]?.summary).toMatch(/^A public hearing will be held on November 4/);
  });

  it("picks rel=alternate over other Atom links", () => {
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom"><entry><title>T</title>
      <link rel="edit" href="https://example.com/edit/1"/><link rel="alternate" href="https://example.com/story/1"/>
      <updated>2026-10-09T10:00:00Z</updated></entry></feed>`;
    expect(parseFeed(source("atom"), atom, NOW)[0]?.url).toBe("https://example.com/story/1");
  });

  it("takes the Google News publisher from <source url>, strips the title suffix and keeps the Google link", () => {
    const items = parseFeed(source("google-news"), fixture("google_news_rss_search_q-tariff.xml"), NOW);
    expect(items).toHaveLength(2);
    expect(items[1]).toMatchObject({
      title: "Tariff uncertainty weighs on German exporters, survey shows",
      source: "fintimes",
      summary: null,
      publishedAt: new Date("2026-10-09T09:30:00Z"),
    });
    expect(items[1]?.url).toMatch(/^https:\/\/news\.google\.com\/rss\/articles\/CBMiZ0FV.+\?oc=5$/);
  });

  it("uses the publisher's own URL when a Google News item carries it, else names it from the title", () => {
    const feed = rss(`
      <item><title>Oil jumps on Hormuz news - Reuters</title>
        <link>https://news.google.com/news/url?sa=t&amp;url=https://www.reuters.com/markets/oil-jumps/?utm_source=gn</link>
        <source url="https://www.reuters.com">Reuters</source></item>
      <item><title>Sanctions widen - Associated Press</title>
        <link>https://news.google.com/rss/articles/CBMiAAA?oc=5</link>
        <description>&lt;a href="https://apnews.com/article/sanctions-widen"&gt;Sanctions widen&lt;/a&gt;</description></item>
      <item><title>Markets slide - Example Daily</title><link>https://news.google.com/rss/articles/CBMiBBB?oc=5</link></item>`);
    const items = parseFeed(source("google-news"), feed, NOW);
    expect(items.map((item) => [item.title, item.url, item.source])).toEqual([
      ["Oil jumps on Hormuz news", "https://www.reuters.com/markets/oil-jumps", "reuters"],
      ["Sanctions widen", "https://apnews.com/article/sanctions-widen", "ap"],
      ["Markets slide", "https://news.google.com/rss/articles/CBMiBBB?oc=5", "exampledaily"],
    ]);
  });

  it("reads GDELT articles where every field but url may be missing", () => {
    const body = JSON.stringify({
      articles: [
        { url: "https://example.com/a", title: "Has everything", seendate: "20261009T134500Z", domain: "example.com" },
        { url: "https://example.com/b", title: "No date" },
        { url: "https://example.com/c", title: "Bad date", seendate: "yesterday" },
        { url: "https://example.com/d" },
        { title: "No url" },
        null,
      ],
    });
    const items = parseFeed(source("gdelt"), body, NOW);
    expect(items.map((item) => [item.title, item.publishedAt.toISOString()])).toEqual([
      ["Has everything", "2026-10-09T13:45:00.000Z"],
      ["No date", NOW.toISOString()],
      ["Bad date", NOW.toISOString()],
    ]);
    expect(parseFeed(source("gdelt"), "{}", NOW)).toEqual([]);
  });

  it("rejects GDELT plain-text answers and non-objects as parse errors", () => {
    expect(parseError(() => parseFeed(source("gdelt"), fixture("gdelt_rate_limited_429.txt"), NOW)).kind).toBe("parse");
    expect(parseError(() => parseFeed(source("gdelt"), "[]", NOW)).kind).toBe("parse");
    expect(parseError(() => parseFeed(source("gdelt"), '{"articles":{}}', NOW)).kind).toBe("parse");
  });

  it("skips items without a title or a usable URL and resolves relative links against the feed", () => {
    const feed = rss(`
      <item><title>No link</title></item>
      <item><link>https://example.com/no-title</link></item>
      <item><title>   </title><link>https://example.com/blank-title</link></item>
      <item><title>Script link</title><link>javascript:alert(1)</link></item>
      <item><title>Relative</title><link>/news/relative</link></item>
      <item><title>Permalink guid</title><guid>https://example.com/from-guid</guid></item>
      <item><title>Opaque guid</title><guid isPermaLink="false">https://example.com/not-a-link</guid></item>`);
    expect(parseFeed(source("rss"), feed, NOW).map((item) => item.url)).toEqual([
      "https://feeds.example.com/news/relative",
      "https://example.com/from-guid",
    ]);
  });

  it("uses now, marked as not stamped, for missing or unreadable dates and for dates more than five minutes ahead", () => {
    const feed = rss(`
      <item><title>A</title><link>https://example.com/a</link></item>
      <item><title>B</title><link>https://example.com/b</link><pubDate>sometime soon</pubDate></item>
      <item><title>C</title><link>https://example.com/c</link><pubDate>Fri, 09 Oct 2026 20:04:00 GMT</pubDate></item>
      <item><title>D</title><link>https://example.com/d</link><pubDate>Fri, 09 Oct 2026 20:06:00 GMT</pubDate></item>
      <item><title>E</title><link>https://example.com/e</link><pubDate>Fri, 09 Oct 2026 21:00:00 +0200</pubDate></item>
      <item><title>F</title><link>https://example.com/f</link><pubDate>Fri, 09 Oct 2026 19:30:00 BST</pubDate></item>
      <item><title>G</title><link>https://example.com/g</link><dc:date>2026-10-09T08:00:00Z</dc:date></item>`);
    expect(parseFeed(source("rss"), feed, NOW).map((item) => item.publishedAt.toISOString())).toEqual([
      NOW.toISOString(),
      NOW.toISOString(),
      "2026-10-09T20:04:00.000Z",
      NOW.toISOString(),
      "2026-10-09T19:00:00.000Z",
      "2026-10-09T18:30:00.000Z",
      "2026-10-09T08:00:00.000Z",
    ]);
    expect(parseFeed(source("rss"), feed, NOW).map((item) => item.stamped)).toEqual([false, false, true, false, true, true, true]);
  });

  it("emits an item repeated within one feed (same canonical URL) once, the first time it appears", () => {
    const feed = rss(`
      <item><title>First</title><link>https://www.bbc.com/news/x?at_medium=RSS&amp;at_campaign=rss</link></item>
      <item><title>Second copy</title><link>https://www.bbc.com/news/x#comments</link></item>
      <item><title>Other</title><link>https://www.bbc.com/news/y</link></item>`);
    expect(parseFeed(source("rss"), feed, NOW).map((item) => [item.title, item.url])).toEqual([
      ["First", "https://www.bbc.com/news/x"],
      ["Other", "https://www.bbc.com/news/y"],
    ]);
  });

  it("reads RSS 1.0 (RDF) feeds", () => {
    const rdf = `<?xml version="1.0"?><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"
      xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/"><channel><title>C</title></channel>
      <item><title>Rates held</title><link>https://example.org/rates</link><dc:date>2026-10-09T07:00:00Z</dc:date></item></rdf:RDF>`;
    expect(parseFeed(source("rss"), rdf, NOW)).toMatchObject([{ title: "Rates held", source: "example" }]);
  });

  it("fails malformed XML, and documents that are not feeds, with kind parse", () => {
    expect(parseError(() => parseFeed(source("rss"), fixture("rss2_malformed_truncated.xml"), NOW)).kind).toBe("parse");
    expect(parseError(() => parseFeed(source("rss"), "", NOW)).kind).toBe("parse");
    expect(parseError(() => parseFeed(source("rss"), "<html><body>Sorry</body></html>", NOW)).message).toMatch(
      /neither an RSS nor an Atom document/,
    );
  });

  it("survives entity-expansion attacks without expanding them", () => {
    const levels = Array.from({ length: 9 }, (_, level) =>
      `<!ENTITY lol${level + 1} "${`&lol${level};`.repeat(10)}">`).join("");
    const billionLaughs = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY lol0 "lol">${levels}]>${rss(
      "<item><title>&lol9;</title><link>https://example.com/a</link></item>",
    ).replace('<?xml version="1.0"?>', "")}`;
    const outcome = (() => {
      try {
        return parseFeed(source("rss"), billionLaughs, NOW);
      } catch (error) {
        return error;
      }
    })();
    if (outcome instanceof Error) expect(outcome).toMatchObject({ kind: "parse" });
    else expect(JSON.stringify(outcome).length).toBeLessThan(10_000);

    const manyExpansions = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa">]>${rss(
      `<item><title>${"&a;".repeat(5_000)}</title><link>https://example.com/a</link></item>`,
    ).replace('<?xml version="1.0"?>', "")}`;
    expect(parseError(() => parseFeed(source("rss"), manyExpansions, NOW)).kind).toBe("parse");
  });
});
