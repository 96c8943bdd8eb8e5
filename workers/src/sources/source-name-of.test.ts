import { describe, expect, it } from "vitest";
import { sourceNameOf } from "./source-name-of";

describe("sourceNameOf", () => {
  it.each([
    ["https://www.reuters.com/markets/us/story", "reuters"],
    ["https://www.bloomberg.com/news/articles/x", "bloomberg"],
    ["https://feeds.bloomberg.com/markets/news.rss", "bloomberg"],
    ["https://www.cnbc.com/2026/10/09/story.html", "cnbc"],
    ["https://search.cnbc.com/rs/search/combinedcms/view.xml?id=1", "cnbc"],
    ["https://www.wsj.com/articles/x", "wsj"],
    ["https://feeds.content.dowjones.io/public/rss/RSSWorldNews", "wsj"],
    ["https://feeds.a.dj.com/rss/RSSWorldNews.xml", "wsj"],
    ["https://www.ft.com/content/abc", "fintimes"],
    ["https://www.bbc.co.uk/news/world", "bbc"],
    ["https://www.bbc.com/news/articles/x", "bbc"],
    ["https://feeds.bbci.co.uk/news/world/rss.xml", "bbc"],
    ["https://www.aljazeera.com/news/x", "aljazeera"],
    ["https://www.timesofisrael.com/x/", "timesofisrael"],
    ["https://apnews.com/article/x", "ap"],
    ["https://www.nytimes.com/2026/10/09/x.html", "nytimes"],
    ["https://edition.cnn.com/x", "cnn"],
    ["https://www.foxbusiness.com/markets/x", "foxbusiness"],
    ["https://www.marketwatch.com/story/x", "marketwatch"],
    ["https://finance.yahoo.com/news/x", "yahoo"],
    ["https://www.politico.eu/article/x", "politico"],
    ["https://www.axios.com/x", "axios"],
    ["https://www.theguardian.com/business/x", "guardian"],
    ["https://www.economist.com/x", "economist"],
    ["https://asia.nikkei.com/x", "nikkei"],
    ["https://www.scmp.com/x", "scmp"],
    ["https://news.example.co.uk/a", "example"],
    ["https://www.abc.net.au/news", "abc"],
    ["https://www.beispiel-zeitung.de/x", "beispiel-zeitung"],
    ["reuters.com", "reuters"],
    ["https://127.0.0.1:8080/feed", "127.0.0.1"],
    ["https://localhost/feed", "localhost"],
    ["not a url", "unknown"],
    ["", "unknown"],
  ])("%s -> %s", (url, expected) => {
    expect(sourceNameOf(url)).toBe(expected);
  });

  it("always gives a name the article contract accepts", () => {
    for (const url of ["https://xn--bcher-kva.example/", "https://WWW.EXAMPLE.COM/", "https://a_b.example.org/"]) {
      expect(sourceNameOf(url)).toMatch(/^[a-z0-9.-]+$/);
    }
  });
});
