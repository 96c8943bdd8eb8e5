import type { Scorecard } from "@tradewire/core";
import { impacts } from "@tradewire/core/wire-constants";
import type { ScorecardFigures, ScorecardGroup } from "../repositories/scorecard";
import { presentReactionPrices } from "./present-reaction-prices";

const presentGroup = <K extends string>(group: ScorecardGroup<K>) => ({
  key: group.key,
  horizon: group.horizon,
  reactions: group.reactions,
  median_abs_abnormal_return: group.medianAbsAbnormalReturn,
  share_over_1_sigma: group.shareOver1Sigma,
  share_over_2_sigma: group.shareOver2Sigma,
});

/** The scorecard on the wire; figures by tag and source only when they were worked out (for a member). */
export function presentScorecard(figures: ScorecardFigures): Scorecard {
  return {
    prices: presentReactionPrices({ replay: figures.replayReactions, live: figures.liveReactions }),
    // HIGH, MID, LOW: the order the tags rank, which the figures should follow.
    by_impact: [...figures.byImpact].sort((a, b) => impacts.indexOf(a.key) - impacts.indexOf(b.key)).map(presentGroup),
    by_tag: figures.byTag?.map(presentGroup) ?? null,
    by_source: figures.bySource?.map(presentGroup) ?? null,
  };
}
