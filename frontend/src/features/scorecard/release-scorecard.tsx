import type { ReleaseAsset, SurpriseSize } from "@tradewire/core/schemas/calendar";
import type { ReleaseScorecard, ReleaseScorecardGroup } from "@tradewire/core/schemas/scorecard";
import type { ReactionHorizonName } from "@tradewire/core/wire-constants";
import { EmptyState } from "../../ui/empty-state";
import { outcomeLooks } from "../calendar/format-calendar-event";
import { horizonLabel } from "../news/format-reaction";
import { ScorecardTable } from "./scorecard-tables";

/** A group of any of the three tables: the key is an importance, an outcome or a size. */
type ReleaseGroup = Omit<ReleaseScorecardGroup, "key"> & { key: string };

const assetLabel: Record<ReleaseAsset, string> = {
  index: "Stock index fund",
  treasuries: "Treasuries (TLT)",
  dollar: "Dollar (UUP)",
  company: "Company vs benchmark",
};

const surpriseLabel: Record<SurpriseSize, string> = { small: "Under 2%", medium: "2–10%", large: "Over 10%" };

const importanceLabel = (key: string) => key.toUpperCase();
const outcomeLabel = (key: string) => outcomeLooks[key as keyof typeof outcomeLooks]?.text ?? key;
const sizeLabel = (key: string) => surpriseLabel[key as SurpriseSize] ?? key;

/** A release group's table: its instrument under its label, and the instrument's own median |R| beside |AR|. */
function ReleaseScorecardTable({ caption, groups, horizon, labelOf }: { caption: string; groups: readonly ReleaseGroup[]; horizon: ReactionHorizonName; labelOf: (key: string) => string }) {
  return (
    <ScorecardTable
      caption={caption}
      groups={groups}
      horizon={horizon}
      labelOf={labelOf}
      detailOf={(group) => assetLabel[group.asset]}
      withReturn
      empty={`None measured ${horizonLabel[horizon]} after a release yet.`}
    />
  );
}

/**
 * The scorecard's "Scheduled releases" section (issue 30): what prices did 5 and 30 minutes after a release, by its
 * importance (everyone), by beat, miss or in line and by the surprise's size (members).
 */
export function ReleaseScorecardSection({ releases, horizon }: { releases: ReleaseScorecard; horizon: ReactionHorizonName }) {
  const simulated = releases.prices !== "live";
  const after = `${horizonLabel[horizon]} after the release${simulated ? " (simulated prices)" : ""}`;
  return (
    <section aria-labelledby="scorecard-releases" className="grid gap-4">
      <h2 id="scorecard-releases" className="text-lg font-semibold text-ink-strong">
        Scheduled releases
      </h2>
      <p className="max-w-3xl text-sm text-pretty text-ink">
        What prices did from a scheduled release's time: SPY, Treasuries (TLT) and the dollar (UUP) after a US release, the country's stock index fund
        and UUP after another country's, the company against its benchmark after its earnings. A fund is measured on its own return (|R|), a company
        on its abnormal return (|AR|), each in its own standard deviations (σ). The surprise's size is how far the actual fell from the consensus, as a
        share of the consensus. It shows association, not cause: other news moves prices in the same minutes.
      </p>
      {releases.prices === "none" ? (
        <EmptyState>No release's reactions have been measured yet.</EmptyState>
      ) : horizon === "1d" ? (
        <p className="text-sm text-ink-muted">Releases are measured 5 and 30 minutes after they come out: pick 5 min or 30 min.</p>
      ) : (
        <>
          <ReleaseScorecardTable caption={`By importance, ${after}`} groups={releases.by_importance} horizon={horizon} labelOf={importanceLabel} />
          {releases.by_outcome && releases.by_surprise ? (
            <div className="grid gap-6 lg:grid-cols-2">
              <ReleaseScorecardTable caption={`By beat or miss, ${after}`} groups={releases.by_outcome} horizon={horizon} labelOf={outcomeLabel} />
              <ReleaseScorecardTable caption={`By surprise size, ${after}`} groups={releases.by_surprise} horizon={horizon} labelOf={sizeLabel} />
            </div>
          ) : (
            <p className="text-sm text-ink-muted">Members see it by beat or miss and by the surprise's size too.</p>
          )}
        </>
      )}
    </section>
  );
}
