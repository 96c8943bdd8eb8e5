import type { ReactionPrices } from "@tradewire/core";

/** Whose prices measured a set of reactions, from how many were measured on the replay set's and on Yahoo's. */
export function presentReactionPrices({ replay, live }: { replay: number; live: number }): ReactionPrices {
  return replay && live ? "mixed" : replay ? "simulated" : live ? "live" : "none";
}
