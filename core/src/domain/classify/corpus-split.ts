import { codeAt } from "./char-code";
/** Which part of the labelled impact corpus an example belongs to. */
export type CorpusSplit = "train" | "heldout";

/** FNV-1a, 32 bits, over the UTF-16 code units of `text`: stable across runs, machines and Node versions. */
export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= codeAt(text, i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * Train (80 %) or held-out (20 %), from a stable hash of the example's id alone, so an example never
 * changes side when the corpus grows or is reordered. Nothing is tuned on the held-out side.
 */
export function corpusSplit(id: string): CorpusSplit {
  return fnv1a(id) % 100 < 80 ? "train" : "heldout";
}
