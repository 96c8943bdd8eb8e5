import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { sourceDefinitionSchema, type SourceDefinition } from "./source-definition";

const DEFAULT_PATH = fileURLToPath(new URL("../../sources.json", import.meta.url));

const sourcesFileSchema = z.object({ sources: z.array(z.unknown()).min(1) });

function describeEntry(entry: unknown, index: number): string {
  const id = (entry as { id?: unknown } | null)?.id;
  return typeof id === "string" ? `entry ${index} ("${id}")` : `entry ${index}`;
}

/**
 * Reads the source list (platform/sources.json unless told otherwise), so sources change without a code
 * change. Fails on the first bad entry with a message naming it and the field, rather than starting
 * with a source silently missing.
 */
export function loadSourceDefinitions(path: string = DEFAULT_PATH): SourceDefinition[] {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, "utf8"));
  } catch (error) {
    throw new Error(`${path}: cannot read the source list: ${(error as Error).message}`, { cause: error });
  }
  const file = sourcesFileSchema.safeParse(raw);
  if (!file.success) throw new Error(`${path}: expected { "sources": [ ... ] } with at least one source`);
  const seen = new Set<string>();
  return file.data.sources.map((entry, index) => {
    const parsed = sourceDefinitionSchema.safeParse(entry);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join(".") || "entry";
      throw new Error(`${path}: ${describeEntry(entry, index)}: ${field}: ${issue?.message ?? "invalid"}`);
    }
    if (seen.has(parsed.data.id)) throw new Error(`${path}: ${describeEntry(entry, index)}: id is used twice`);
    seen.add(parsed.data.id);
    return parsed.data;
  });
}
