import { existsSync, readFileSync } from "node:fs";
import { createLinkerModel, type LinkerModel, type LinkerModelFile } from "@tradewire/core/domain/classify/linker-model";

/** The weights `npm run train:linker` writes and commits, beside the ticker dictionary. */
export const LINKER_MODEL_FILE = new URL("../../data/linker-model.json", import.meta.url);

let committed: LinkerModel | null | undefined;

/** The committed linker model, read on first call; null before the first training, when the rules link names alone. */
export function loadLinkerModel(): LinkerModel | null {
  if (committed === undefined) committed = existsSync(LINKER_MODEL_FILE) ? createLinkerModel(JSON.parse(readFileSync(LINKER_MODEL_FILE, "utf8")) as LinkerModelFile) : null;
  return committed;
}
