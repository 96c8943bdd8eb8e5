import type { CalendarEventReaction } from "@tradewire/core";
import { formatSigma } from "@tradewire/core/domain/moves/describe-move";
import { releaseReactionHorizons } from "@tradewire/core/schemas/calendar";
import { horizonLabel } from "../news/format-reaction";
import { changeToneClass, formatChange } from "../stock-report/format-report";

/** A fund's own move, or a company's against its benchmark, in percent. */
const movePercent = (reaction: CalendarEventReaction) => (reaction.abnormal_return ?? reaction.return) * 100;

/** "SPY +0.42% in 5 min from the release, +2.1σ"; "LULU -4.80% vs SPY in 30 min, -2.2σ". */
function describeReleaseReaction(reaction: CalendarEventReaction): string {
  const against = reaction.benchmark ? ` vs ${reaction.benchmark}` : "";
  const size = reaction.z_score === null ? "" : `, ${formatSigma(reaction.z_score)}`;
  return `${reaction.symbol} ${formatChange(movePercent(reaction))}${against} in ${horizonLabel[reaction.horizon]} from the release${size}`;
}

/**
 * What a released event moved once measured, one line a horizon: "5 min SPY +0.42% · TLT -0.31% · UUP +0.05%", and
 * "simulated" when the prices were the replay set's. Nothing before the first horizon closes.
 */
export function EventReactions({ reactions }: { reactions: readonly CalendarEventReaction[] }) {
  if (!reactions.length) return null;
  const simulated = reactions.some((reaction) => reaction.prices === "replay");
  return (
    <div className="mt-0.5 grid gap-0.5 font-mono text-2xs text-ink-muted tabular-nums">
      {releaseReactionHorizons.map((horizon) => {
        const measured = reactions.filter((reaction) => reaction.horizon === horizon);
        if (!measured.length) return null;
        return (
          <p key={horizon} className="flex flex-wrap items-baseline gap-x-1.5">
            <span className="text-ink-faint">
              <span className="sr-only">Moved in the first </span>
              {horizonLabel[horizon]}
            </span>
            {measured.map((reaction, index) => (
              <span key={reaction.symbol} title={describeReleaseReaction(reaction)}>
                {index > 0 && (
                  <span aria-hidden="true" className="mr-1.5 text-ink-faint">
                    ·
                  </span>
                )}
                {reaction.symbol} <span className={changeToneClass(movePercent(reaction))}>{formatChange(movePercent(reaction))}</span>
                {reaction.benchmark && <span className="text-ink-faint"> vs {reaction.benchmark}</span>}
              </span>
            ))}
            {simulated && <span className="text-ink-faint">(simulated)</span>}
          </p>
        );
      })}
    </div>
  );
}
