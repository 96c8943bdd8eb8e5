import { existsSync, readFileSync } from "node:fs";
import { createImpactModel, type ImpactModel, type ImpactModelFile } from "@tradewire/core/domain/classify/impact-model";

/** The weights `npm run train:classifier` writes and commits, beside the ticker dictionary. */
export const IMPACT_MODEL_FILE = new URL("../../data/impact-model.json", import.meta.url);

let committed: ImpactModel | null | undefined;

/**
 * The committed impact model, read on first call (not at import: a process that never classifies does not pay
 * for parsing it); null before the first training, when stories are classified by the rubric rules alone.
 */
export function loadImpactModel(): ImpactModel | null {
  if (committed === undefined) committed = existsSync(IMPACT_MODEL_FILE) ? createImpactModel(JSON.parse(readFileSync(IMPACT_MODEL_FILE, "utf8")) as ImpactModelFile) : null;
  return committed;
}
