import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface WireStory {
  title: string;
  summary: string;
  /** The last part of its link: https://apnews.com/article/<slug>. */
  slug: string;
}

export interface LoopbackWire {
  /** http://127.0.0.1:<port>: the wire is /wire.xml; any other path answers 404 (the market platforms, pointed here). */
  origin: string;
  /** A sources file naming the wire alone, polled every 30 s (the shortest interval a source may have). */
  sourcesFile: string;
  /** Puts stories on the wire, dated now: the app stores them at its next poll. */
  publish(...stories: WireStory[]): void;
  close(): Promise<void>;
}

/**
 * An RSS wire on loopback that carries what the test publishes, when it publishes it: a story comes after whatever the
 * test did first (made an alert, say), however long the app took to start on a busy machine.
 */
export async function startLoopbackWire(): Promise<LoopbackWire> {
  const items: string[] = [];
  const server = createServer((request, response) => {
    if (new URL(request.url ?? "/", "http://127.0.0.1").pathname !== "/wire.xml") return void response.writeHead(404).end();
    const channel = `<channel><title>Desk Wire</title>${[...items].reverse().join("")}</channel>`;
    response.writeHead(200, { "content-type": "application/rss+xml" }).end(`<?xml version="1.0"?><rss version="2.0">${channel}</rss>`);
  });
  // Longer than the app's idle sockets live: a socket the server closes as the app reuses it fails the poll.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const dir = mkdtempSync(join(tmpdir(), "tradewire-e2e-wire-"));
  const sourcesFile = join(dir, "sources.json");
  writeFileSync(sourcesFile, JSON.stringify({ sources: [{ id: "desk-wire", name: "Desk Wire", format: "rss", url: `${origin}/wire.xml`, intervalSeconds: 30, wire: true }] }));
  return {
    origin,
    sourcesFile,
    publish(...stories) {
      const published = new Date().toUTCString();
      for (const { title, summary, slug } of stories) {
        items.push(
          `<item><title><![CDATA[${title}]]></title><link>https://apnews.com/article/${slug}</link><description><![CDATA[${summary}]]></description><pubDate>${published}</pubDate></item>`,
        );
      }
    },
    async close() {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
