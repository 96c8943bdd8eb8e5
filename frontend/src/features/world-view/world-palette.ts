import { g10IndexOf } from "@tradewire/core/domain/world/g10-indices";

/** Spec section 9: the world chart's palette has 32 colours, cycled by region; each is a token of styles/tokens.css. */
export const WORLD_PALETTE_SIZE = 32;

/** How a line is drawn besides its colour. */
export type LineDash = "solid" | "dashed" | "long-dashed" | "dotted";

/** A line's look: its colour token and its dash. */
export interface WorldLine {
  colorToken: `--color-world-${number}`;
  dash: LineDash;
}

/**
 * The dashes of the first eleven slots, the G10 lines (tokens.css has why each colour). Eight of them are Okabe-Ito's
 * colours, told apart with any common colour-vision deficiency; the other three (the 7th to the 9th) would fall
 * together with one of those for some readers, so each is dashed its own way. Every other slot is solid.
 */
const dashOfSlot: readonly LineDash[] = ["solid", "solid", "solid", "solid", "solid", "solid", "dashed", "long-dashed", "dotted", "solid", "solid"];

/** The line of a palette slot, the 32 colours cycled. */
export function worldLineOf(slot: number): WorldLine {
  const cycled = ((slot % WORLD_PALETTE_SIZE) + WORLD_PALETTE_SIZE) % WORLD_PALETTE_SIZE;
  return { colorToken: `--color-world-${cycled + 1}`, dash: dashOfSlot[cycled] ?? "solid" };
}

/**
 * A region's line: its place in the G10 list, so a region keeps its look across ranges and whichever
 * other regions have data; a region outside the list takes the slot of its place in the answer.
 */
export function regionLineOf(region: string, placeInAnswer: number): WorldLine {
  const slot = g10IndexOf(region);
  return worldLineOf(slot >= 0 ? slot : placeInAnswer);
}
