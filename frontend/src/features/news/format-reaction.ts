import type { StoryReaction } from "@tradewire/core";
import { reactionHorizons, type ReactionHorizonName } from "@tradewire/core/wire-constants";
import { formatSigma } from "@tradewire/core/domain/moves/describe-move";
import { changeToneClass, formatChange } from "../stock-report/format-report";

export const horizonLabel: Record<ReactionHorizonName, string> = { "5m": "5 min", "30m": "30 min", "1d": "1 day" };

// A reaction's size in the ticker's own standard deviations, signed as the moves are: "-2.4σ", "+0.3σ".
export { formatSigma };

/** The abnormal return, a fraction, as the feed's % change. */
export const reactionPercent = (reaction: Pick<StoryReaction, "abnormal_return">) => reaction.abnormal_return * 100;

/** "-2.10% vs SPY in 30 min, -2.4σ". */
export function describeReaction(reaction: StoryReaction): string {
  const size = reaction.z_score === null ? "" : `, ${formatSigma(reaction.z_score)}`;
  return `${formatChange(reactionPercent(reaction))} vs ${reaction.benchmark} in ${horizonLabel[reaction.horizon]}${size}`;
}

/** A ticker's reactions, by horizon. */
export function reactionsOf(reactions: readonly StoryReaction[], ticker: string): Partial<Record<ReactionHorizonName, StoryReaction>> {
  return Object.fromEntries(reactions.filter((reaction) => reaction.ticker === ticker).map((reaction) => [reaction.horizon, reaction]));
}

/** The reaction over the longest horizon measured so far: what a chip shows. */
export function latestReaction(reactions: readonly StoryReaction[], ticker: string): StoryReaction | null {
  const byHorizon = reactionsOf(reactions, ticker);
  for (const horizon of [...reactionHorizons].reverse()) if (byHorizon[horizon]) return byHorizon[horizon];
  return null;
}

/** Green or red by the abnormal return's sign; as the chips' moves. */
export const reactionToneClass = (reaction: StoryReaction) => changeToneClass(reactionPercent(reaction));
