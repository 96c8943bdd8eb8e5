import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadSourceDefinitions } from "./load-source-definitions";

const good = {
  id: "bbc-world",
  name: "BBC World",
  format: "rss",
  url: "https://feeds.bbci.co.uk/news/world/rss.xml",
  intervalSeconds: 300,
  wire: false,
};

function sourcesFile(content: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), "tradewire-sources-")), "sources.json");
  writeFileSync(path, typeof content === "string" ? content : JSON.stringify(content));
  return path;
}

describe("loadSourceDefinitions", () => {
  it("loads the repository's platform/sources.json: every feed polled at least once a minute", () => {
    const sources = loadSourceDefinitions();
    const byId = new Map(sources.map((source) => [source.id, source]));
    expect(byId.get("reuters")).toMatchObject({ format: "google-news", wire: true });
    expect(byId.get("ap")).toMatchObject({ format: "google-news", wire: true });
    for (const source of sources) expect(source.intervalSeconds).toBeLessThanOrEqual(60);
    expect(new Set(sources.map((source) => source.format))).toEqual(new Set(["rss", "google-news", "gdelt"]));
  });

  it("loads a valid file", () => {
    expect(loadSourceDefinitions(sourcesFile({ sources: [good] }))).toEqual([good]);
  });

  it("names the bad entry and the field", () => {
    const path = sourcesFile({ sources: [good, { ...good, id: "cnbc-world", format: "json" }] });
    expect(() => loadSourceDefinitions(path)).toThrow(/entry 1 \("cnbc-world"\): format: /);
  });

  it("names an entry without an id by its position", () => {
    const { id: _id, ...withoutId } = good;
    expect(() => loadSourceDefinitions(sourcesFile({ sources: [withoutId] }))).toThrow(/entry 0: id: /);
  });

  it("rejects unknown keys, non-http URLs and duplicate ids", () => {
    expect(() => loadSourceDefinitions(sourcesFile({ sources: [{ ...good, intervalSecond: 60 }] }))).toThrow(
      /entry 0 \("bbc-world"\)/,
    );
    expect(() => loadSourceDefinitions(sourcesFile({ sources: [{ ...good, url: "ftp://example.com/feed" }] }))).toThrow(
      /entry 0 \("bbc-world"\): url: /,
    );
    expect(() => loadSourceDefinitions(sourcesFile({ sources: [good, good] }))).toThrow(
      /entry 1 \("bbc-world"\): id is used twice/,
    );
  });

  it("says so when the file is not JSON or not a list of sources", () => {
    expect(() => loadSourceDefinitions(sourcesFile("{ nope"))).toThrow(/cannot read the source list/);
    expect(() => loadSourceDefinitions(sourcesFile([good]))).toThrow(/expected \{ "sources": \[ \.\.\. \] \}/);
  });
});
