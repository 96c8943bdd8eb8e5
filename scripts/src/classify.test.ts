import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { repoRoot } from "./app-version";

const root = fileURLToPath(repoRoot);

function classify(input: string) {
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/src/classify.ts"], {
    cwd: root,
    env: { PATH: process.env.PATH },
    input,
    encoding: "utf8",
    timeout: 30_000,
  });
}

describe("npm run classify", () => {
  it("answers every input line with a classification or an error, in order", () => {
    const result = classify(
      [
        JSON.stringify({ title: "Trump imposes 25% tariffs on steel imports", summary: "Exxon Mobil (NYSE: XOM) shares fell." }),
        "{not json",
        JSON.stringify({ title: "Opinion: Apple growers deserve better", summary: null }),
      ].join("\n"),
    );
    expect(result.status).toBe(0);
    expect(result.stderr).toBe("");
    const lines = result.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(3);
    expect(Object.keys(JSON.parse(lines[0]!))).toEqual(["impact", "tickers", "related", "tags"]);
    expect(JSON.parse(lines[0]!)).toEqual({ impact: "high", tickers: ["XOM"], related: ["XME"], tags: ["tariffs", "trade", "metals"] });
    expect(JSON.parse(lines[1]!)).toEqual({ error: "line 2: not valid JSON" });
    expect(JSON.parse(lines[2]!)).toEqual({ impact: "low", tickers: [], related: ["DBA"], tags: ["agriculture"] });
  });

  it("names a missing title", () => {
    const result = classify(`${JSON.stringify({ summary: "no title" })}\n`);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`${JSON.stringify({ error: "line 1: title must be a string" })}\n`);
  });
});
