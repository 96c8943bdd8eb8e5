import { g10IndexOf } from "@tradewire/core/domain/world/g10-indices";

/** Spec section 9: the world chart's palette has 32 colours, cycled by region; each is a token of styles/tokens.css. */
export const WORLD_PALETTE_SIZE = 32;

/** The token of a palette slot, the 32 colours cycled. */
export function worldColorToken(slot: number): `--color-world-${number}` {
  return `--color-world-${(((slot % WORLD_PALETTE_SIZE) + WORLD_PALETTE_SIZE) % WORLD_PALETTE_SIZE) + 1}`;
}

/**
 * A region's colour: its place in the G10 list, so a region keeps its colour across ranges and whichever
 * other regions have data; a region outside the list takes the slot of its place in the answer.
 */
export function regionColorToken(region: string, placeInAnswer: number): string {
  const slot = g10IndexOf(region);
  return worldColorToken(slot >= 0 ? slot : placeInAnswer);
}
