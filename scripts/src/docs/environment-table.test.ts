import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { environmentSchema } from "@tradewire/core/schemas/config";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../app-version";
import { environmentTable, schemaDefault, tableIn, variableDocs } from "./environment-table";

const root = fileURLToPath(repoRoot);
const read = (path: string) => readFileSync(join(root, path), "utf8");
const schemaNames = Object.keys(environmentSchema.shape);

describe("the environment table of docs/operations.md", () => {
  it("has a description for every variable of the configuration schema, and none for a variable it lacks", () => {
    const described = (name: string) => Boolean((environmentSchema.shape as Record<string, { description?: string }>)[name]?.description ?? variableDocs[name]?.description);
    expect(schemaNames.filter((name) => !described(name))).toEqual([]);
    expect(Object.keys(variableDocs).filter((name) => !schemaNames.includes(name))).toEqual([]);
  });

  it("says what an absent value means only for variables whose schema declares no default", () => {
    const shape = environmentSchema.shape as Record<string, Parameters<typeof schemaDefault>[0]>;
    const overridden = Object.entries(variableDocs).filter(([, doc]) => doc.unsetMeans !== undefined).map(([name]) => name);
    expect(overridden.filter((name) => shape[name] && schemaDefault(shape[name]).found)).toEqual([]);
  });

  it("refuses to build a row without a description", () => {
    expect(() => environmentTable({ NEW_VARIABLE: environmentSchema.shape.HOST }, {})).toThrow(/NEW_VARIABLE has no description/);
  });

  it("is the table generated from the schema (run `npm run docs:env` after changing a variable)", () => {
    expect(tableIn(read("docs/operations.md"))).toBe(environmentTable());
  });
});

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function slugOf(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

const withoutCode = (markdown: string) => markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/`+[^`\n]*`+/g, "");

function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of withoutCode(markdown).matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = slugOf(heading ?? "");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Every link target of a Markdown text outside code, as written. */
const linksOf = (markdown: string) => [...withoutCode(markdown).matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map(([, target]) => target ?? "");

const markdownFiles = [
  "README.md",
  ...readdirSync(join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];

describe("links in README.md and docs/", () => {
  it("keeps the README under 8 kB", () => {
    expect(statSync(join(root, "README.md")).size).toBeLessThan(8_000);
  });

  it.each(markdownFiles)("every relative link of %s reaches a file, and every #anchor a heading", (file) => {
    const broken: string[] = [];
    for (const target of linksOf(read(file))) {
      if (/^[a-z][a-z\d+.-]*:/i.test(target)) continue;
      const [path = "", anchor] = target.split("#", 2);
      const resolved = path ? resolve(root, dirname(file), decodeURIComponent(path)) : join(root, file);
      if (relative(root, resolved).startsWith("..") || !existsSync(resolved)) {
        broken.push(`${target}: no such file`);
        continue;
      }
      if (anchor !== undefined && resolved.endsWith(".md") && !anchorsOf(readFileSync(resolved, "utf8")).has(decodeURIComponent(anchor))) {
        broken.push(`${target}: no such heading`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("finds links and anchors the way GitHub does", () => {
    expect(slugOf("Background work: domain events and jobs")).toBe("background-work-domain-events-and-jobs");
    expect(slugOf("Colour, contrast and charts")).toBe("colour-contrast-and-charts");
    expect(linksOf("[a](b.md#c) `[x](y.md)` [d](https://e.test)")).toEqual(["b.md#c", "https://e.test"]);
  });
});
