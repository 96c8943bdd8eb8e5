import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface FeedStory {
  title: string;
  link: string;
  description: string;
  published: Date;
}

export interface NewsFeedServer {
  url: string;
  /** The feed's address, as the source list names it. */
  feedUrl: string;
  stories: FeedStory[];
  /** Publishes a story at the top of the feed (a new version: a new ETag). */
  add(story: Omit<FeedStory, "published">): FeedStory;
  /** How many times the feed was fetched. */
  fetches(): number;
  close(): Promise<void>;
}

const cdata = (text: string) => `<![CDATA[${text.replaceAll("]]>", "]]]]><![CDATA[>")}]]>`;
const escapeXml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** RSS 2.0 as a BBC-style feed writes it (see the shared fixtures' rss2_bbc_style_world.xml). */
function rssOf(stories: FeedStory[], builtAt: Date): string {
  const items = stories
    .map(
      (story) => `
    <item>
      <title>${cdata(story.title)}</title>
      <description>${cdata(story.description)}</description>
      <link>${escapeXml(`${story.link}?at_medium=RSS&at_campaign=rss`)}</link>
      <guid isPermaLink="false">${escapeXml(story.link)}#0</guid>
      <pubDate>${story.published.toUTCString()}</pubDate>
    </item>`,
    )
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom" version="2.0">
  <channel>
    <title>${cdata("Faults Wire - World")}</title>
    <link>https://wire.example/world</link>
    <description>${cdata("Loopback feed of the fault tests")}</description>
    <lastBuildDate>${builtAt.toUTCString()}</lastBuildDate>
    <ttl>1</ttl>${items}
  </channel>
</rss>
`;
}

/**
 * A loopback news source in a real format: RSS 2.0 with validators (ETag, 304), newest story first.
 * Every other path answers 404, which is what the market and price clients get: their sources fail
 * on their own and nothing leaves the machine.
 */
export async function startNewsFeedServer(): Promise<NewsFeedServer> {
  const stories: FeedStory[] = [];
  let version = 0;
  let builtAt = new Date();
  let fetches = 0;
  const server: Server = createServer((request, response) => {
    if (request.url?.split("?")[0] !== "/world/rss.xml") return void response.writeHead(404, { "content-type": "text/plain" }).end("not here");
    fetches++;
    const etag = `"faults-v${version}"`;
    if (request.headers["if-none-match"] === etag) return void response.writeHead(304, { etag }).end();
    response.writeHead(200, { "content-type": "application/rss+xml; charset=utf-8", etag, "last-modified": builtAt.toUTCString() });
    response.end(rssOf(stories, builtAt));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    feedUrl: `${url}/world/rss.xml`,
    stories,
    add(story) {
      const published = { ...story, published: new Date() };
      stories.unshift(published);
      version++;
      builtAt = new Date();
      return published;
    },
    fetches: () => fetches,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
