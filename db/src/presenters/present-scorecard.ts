import type { Scorecard } from "@tradewire/core";
import { calendarOutcomes, releaseAssets, releaseReactionHorizons, surpriseSizes } from "@tradewire/core/schemas/calendar";
import { impacts } from "@tradewire/core/wire-constants";
import type { ReleaseScorecardFigures, ReleaseScorecardGroup, ScorecardFigures, ScorecardGroup } from "../repositories/scorecard";
import { presentReactionPrices } from "./present-reaction-prices";

const presentGroup = <K extends string>(group: ScorecardGroup<K>) => ({
  key: group.key,
  horizon: group.horizon,
  reactions: group.reactions,
  median_abs_abnormal_return: group.medianAbsAbnormalReturn,
  share_over_1_sigma: group.shareOver1Sigma,
  share_over_2_sigma: group.shareOver2Sigma,
});

/** Release groups in the order of their keys' scale (HIGH first, beat first, small first), then instrument and horizon. */
function presentReleaseGroups<K extends string>(groups: readonly ReleaseScorecardGroup<K>[], order: readonly K[]) {
  return [...groups]
    .sort(
      (a, b) =>
        order.indexOf(a.key) - order.indexOf(b.key) ||
        releaseAssets.indexOf(a.asset) - releaseAssets.indexOf(b.asset) ||
        releaseReactionHorizons.indexOf(a.horizon) - releaseReactionHorizons.indexOf(b.horizon),
    )
    .map((group) => ({
      key: group.key,
      horizon: group.horizon,
      asset: group.asset,
      reactions: group.reactions,
      median_abs_return: group.medianAbsReturn,
      median_abs_abnormal_return: group.medianAbsAbnormalReturn,
      share_over_1_sigma: group.shareOver1Sigma,
      share_over_2_sigma: group.shareOver2Sigma,
    }));
}

function presentReleaseScorecard(figures: ReleaseScorecardFigures): Scorecard["releases"] {
  return {
    prices: presentReactionPrices({ replay: figures.replayReactions, live: figures.liveReactions }),
    by_importance: presentReleaseGroups(figures.byImportance, impacts),
    by_outcome: figures.byOutcome && presentReleaseGroups(figures.byOutcome, calendarOutcomes),
    by_surprise: figures.bySurprise && presentReleaseGroups(figures.bySurprise, surpriseSizes),
  };
}

/** The scorecard on the wire; figures by tag and source only when they were worked out (for a member). */
export function presentScorecard(figures: ScorecardFigures): Scorecard {
  return {
    prices: presentReactionPrices({ replay: figures.replayReactions, live: figures.liveReactions }),
    // HIGH, MID, LOW: the order the tags rank, which the figures should follow.
    by_impact: [...figures.byImpact].sort((a, b) => impacts.indexOf(a.key) - impacts.indexOf(b.key)).map(presentGroup),
    by_tag: figures.byTag?.map(presentGroup) ?? null,
    by_source: figures.bySource?.map(presentGroup) ?? null,
    releases: presentReleaseScorecard(figures.releases),
  };
}
