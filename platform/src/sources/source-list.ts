import type { AppConfig } from "@tradewire/core/schemas/config";
import { loadSourceDefinitions } from "./load-source-definitions";
import type { SourceDefinition } from "./source-definition";

const sourcesByFile = new Map<string, SourceDefinition[]>();

/** The live sources of SOURCES_FILE, read and checked once per process: what workers poll and the API lists. */
export function sourcesOf(config: Pick<AppConfig, "SOURCES_FILE">): SourceDefinition[] {
  const key = config.SOURCES_FILE ?? "";
  let sources = sourcesByFile.get(key);
  if (!sources) sourcesByFile.set(key, (sources = loadSourceDefinitions(config.SOURCES_FILE)));
  return sources;
}
