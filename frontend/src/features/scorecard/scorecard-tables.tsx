import type { ScorecardGroupWire } from "@tradewire/core/schemas/scorecard";
import { reactionHorizons, type ReactionHorizonName } from "@tradewire/core/wire-constants";
import { horizonLabel } from "../news/format-reaction";

const percent = (value: number | null, digits = 0) => (value === null ? "—" : `${(value * 100).toFixed(digits)}%`);

/** Median |abnormal return| of each row per horizon, as bars scaled to the largest: HIGH should stand above MID, MID above LOW. */
export function CalibrationChart({ groups, labelOf, simulated }: { groups: readonly ScorecardGroupWire[]; labelOf: (key: string) => string; simulated: boolean }) {
  const largest = Math.max(...groups.map((group) => group.median_abs_abnormal_return), 1e-9);
  const keys = [...new Set(groups.map((group) => group.key))];
  return (
    <figure className="grid gap-3">
      <figcaption className="text-xs text-ink-muted">
        Median |abnormal return| after a story, by impact and horizon{simulated ? " (simulated prices)" : ""}
      </figcaption>
      <div className="grid gap-4 sm:grid-cols-3">
        {reactionHorizons.map((horizon) => (
          <div key={horizon} className="grid gap-1.5">
            <p className="text-2xs tracking-caps text-ink-faint uppercase">{horizonLabel[horizon]}</p>
            {keys.map((key) => {
              const group = groups.find((each) => each.key === key && each.horizon === horizon);
              const value = group?.median_abs_abnormal_return ?? 0;
              return (
                <div key={key} className="grid grid-cols-[3rem_1fr_4rem] items-center gap-2 font-mono text-2xs tabular-nums">
                  <span className="text-ink-muted">{labelOf(key)}</span>
                  <span className="h-3 rounded-sm bg-surface-raised" aria-hidden="true">
                    <span className="block h-3 rounded-sm bg-accent" style={{ width: `${(value / largest) * 100}%` }} />
                  </span>
                  <span className="text-right text-ink">{group ? percent(value, 2) : "—"}</span>
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </figure>
  );
}

/** One row a key, and per horizon: reactions, median |AR|, shares beyond 1σ and 2σ. */
export function ScorecardTable({
  caption,
  groups,
  horizon,
  labelOf = (key) => key,
}: {
  caption: string;
  groups: readonly ScorecardGroupWire[];
  horizon: ReactionHorizonName;
  labelOf?: (key: string) => string;
}) {
  const rows = groups.filter((group) => group.horizon === horizon);
  return (
    <div>
      <table className="w-full text-xs sm:text-sm">
        <caption className="pb-2 text-left text-xs text-ink-muted">{caption}</caption>
        <thead>
          {/* Not in capitals: σ would read Σ. */}
          <tr className="border-b border-line text-2xs text-ink-faint">
            <th scope="col" className="py-1 pr-2 text-left font-normal">
              Group
            </th>
            <th scope="col" className="py-1 pr-2 text-right font-normal">Reactions</th>
            <th scope="col" className="py-1 pr-2 text-right font-normal">Median |AR|</th>
            <th scope="col" className="py-1 pr-2 text-right font-normal">≥ 1σ</th>
            <th scope="col" className="py-1 text-right font-normal">≥ 2σ</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((group) => (
            <tr key={group.key} className="border-b border-line last:border-b-0">
              <th scope="row" className="py-1 pr-2 text-left font-mono font-normal break-all text-ink-strong">
                {labelOf(group.key)}
              </th>
              <td className="py-1 pr-2 text-right font-mono tabular-nums">{group.reactions}</td>
              <td className="py-1 pr-2 text-right font-mono tabular-nums">{percent(group.median_abs_abnormal_return, 2)}</td>
              <td className="py-1 pr-2 text-right font-mono tabular-nums">{percent(group.share_over_1_sigma)}</td>
              <td className="py-1 text-right font-mono tabular-nums">{percent(group.share_over_2_sigma)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
