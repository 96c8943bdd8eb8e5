import { existsSync, readFileSync } from "node:fs";
import { createRegionModel, type RegionModel, type RegionModelFile } from "@tradewire/core/domain/classify/region-model";

/** The weights `npm run train:region` writes and commits, beside the other models. */
export const REGION_MODEL_FILE = new URL("../../data/region-model.json", import.meta.url);

let committed: RegionModel | null | undefined;

/** The committed region model, read on first call; null before the first training, when the rules decide the Middle East tag. */
export function loadRegionModel(): RegionModel | null {
  if (committed === undefined) committed = existsSync(REGION_MODEL_FILE) ? createRegionModel(JSON.parse(readFileSync(REGION_MODEL_FILE, "utf8")) as RegionModelFile) : null;
  return committed;
}
