import type { ScorecardGroupWire } from "@tradewire/core/schemas/scorecard";
import { reactionHorizons, type ReactionHorizonName } from "@tradewire/core/wire-constants";
import { horizonLabel } from "../news/format-reaction";

/** A fraction as a percentage, a dash for none. */
export const percent = (value: number | null, digits = 0) => (value === null ? "—" : `${(value * 100).toFixed(digits)}%`);

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

/** A row's figures: every table of the scorecard has these; a release's has its instrument's own return too. */
type ScorecardRow = Omit<ScorecardGroupWire, "median_abs_abnormal_return"> & { median_abs_abnormal_return: number | null; median_abs_return?: number | null };

/**
 * One row a group at the chosen horizon: reactions, median |AR|, shares beyond 1σ and 2σ; with `withReturn`, the median
 * |R| too (a fund is judged on its own return). `detailOf` puts a second line under a row's label (its instrument).
 */
export function ScorecardTable<Row extends ScorecardRow>({
  caption,
  groups,
  horizon,
  labelOf = (key) => key,
  detailOf,
  withReturn = false,
  empty,
}: {
  caption: string;
  groups: readonly Row[];
  horizon: ReactionHorizonName;
  labelOf?: (key: string) => string;
  detailOf?: (group: Row) => string;
  withReturn?: boolean;
  /** What an empty table says; without it an empty table has no rows. */
  empty?: string;
}) {
  const rows = groups.filter((group) => group.horizon === horizon);
  const cell = "py-1 pr-2 text-right font-mono tabular-nums";
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
            {withReturn && <th scope="col" className="py-1 pr-2 text-right font-normal">Median |R|</th>}
            <th scope="col" className="py-1 pr-2 text-right font-normal">Median |AR|</th>
            <th scope="col" className="py-1 pr-2 text-right font-normal">≥ 1σ</th>
            <th scope="col" className="py-1 text-right font-normal">≥ 2σ</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty && (
            <tr>
              <td colSpan={withReturn ? 6 : 5} className="py-2 text-ink-muted">
                {empty}
              </td>
            </tr>
          )}
          {rows.map((group) => (
            <tr key={detailOf ? `${group.key}:${detailOf(group)}` : group.key} className="border-b border-line last:border-b-0">
              {detailOf ? (
                <th scope="row" className="py-1 pr-2 text-left font-normal">
                  <span className="block font-mono text-ink-strong">{labelOf(group.key)}</span>{" "}
                  <span className="block text-2xs text-ink-muted">{detailOf(group)}</span>
                </th>
              ) : (
                <th scope="row" className="py-1 pr-2 text-left font-mono font-normal break-all text-ink-strong">
                  {labelOf(group.key)}
                </th>
              )}
              <td className={cell}>{group.reactions}</td>
              {withReturn && <td className={cell}>{percent(group.median_abs_return ?? null, 2)}</td>}
              <td className={cell}>{percent(group.median_abs_abnormal_return, 2)}</td>
              <td className={cell}>{percent(group.share_over_1_sigma)}</td>
              <td className="py-1 text-right font-mono tabular-nums">{percent(group.share_over_2_sigma)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
