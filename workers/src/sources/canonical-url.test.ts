import { describe, expect, it } from "vitest";
import { canonicalUrl } from "./canonical-url";

describe("canonicalUrl", () => {
  it.each([
    ["https://www.bbc.com/news/articles/c0exmpl1e2uo?at_medium=RSS&at_campaign=rss", "https://www.bbc.com/news/articles/c0exmpl1e2uo"],
    ["https://WWW.Reuters.COM/markets/story/#comments", "https://www.reuters.com/markets/story"],
    ["https://example.com/a?utm_source=x&UTM_Medium=y&utm_campaign=z&id=7", "https://example.com/a?id=7"],
    ["https://example.com/a?fbclid=1&gclid=2&mc_cid=3&mc_eid=4&ocid=5&cmpid=6&taid=7&smid=8&ref=9&rss=1&feedType=RSS", "https://example.com/a"],
    ["https://www.wsj.com/articles/tariffs-123?mod=rss_markets_main", "https://www.wsj.com/articles/tariffs-123"],
    ["https://example.com/search?z=1&b=2&a=3", "https://example.com/search?a=3&b=2&z=1"],
    ["https://example.com/list?tag=b&tag=a&page=2", "https://example.com/list?page=2&tag=b&tag=a"],
    ["https://example.com/q?query=a%20b&x=%2F", "https://example.com/q?query=a%20b&x=%2F"],
    ["https://example.com/", "https://example.com/"],
    ["https://example.com", "https://example.com/"],
    ["https://example.com/section///", "https://example.com/section"],
    ["https://example.com:443/a", "https://example.com/a"],
    ["http://example.com/plain", "http://example.com/plain"],
    ["https://example.com/a?&&", "https://example.com/a"],
    ["  https://example.com/padded  ", "https://example.com/padded"],
    ["https://news.google.com/rss/articles/CBMiqAFB?oc=5", "https://news.google.com/rss/articles/CBMiqAFB?oc=5"],
    ["not a url", "not a url"],
  ])("%s -> %s", (input, expected) => {
    expect(canonicalUrl(input)).toBe(expected);
    expect(canonicalUrl(canonicalUrl(input))).toBe(canonicalUrl(input));
  });
});
