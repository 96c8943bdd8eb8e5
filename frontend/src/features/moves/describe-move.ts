import type { Move } from "@tradewire/core";
import { formatChange } from "../stock-report/format-report";
import { formatSigma } from "../news/format-reaction";

/** The longest a market's question stands on a chip; the popover says it whole. */
const CHIP_QUESTION_CHARS = 28;

/** A market move's change, signed: "+7.0 pts". */
export const formatPoints = (points: number) => `${points < 0 ? "-" : "+"}${Math.abs(points).toFixed(1)} pts`;

/** Up or down: green or red, as the feed's moves. */
export const moveIsUp = (move: Move) => (move.kind === "stock" ? (move.abnormal_return ?? 0) : (move.points ?? 0)) >= 0;

/** What moved, short enough for a chip: "NVDA", or the market's question cut at a word. */
export function moveSubjectShort(move: Move): string {
  if (move.kind === "stock") return move.ticker ?? "?";
  const question = move.question ?? "A market";
  if (question.length <= CHIP_QUESTION_CHARS) return question;
  const cut = question.slice(0, CHIP_QUESTION_CHARS);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), 12)).trimEnd()}…`;
}

/** The size of the move: "-3.80% vs SPY, -19.0σ" or "+7.0 pts". */
export function moveSize(move: Move): string {
  if (move.kind === "market") return formatPoints(move.points ?? 0);
  const sigma = move.z_score === null ? "" : `, ${formatSigma(move.z_score)}`;
  return `${formatChange((move.abnormal_return ?? 0) * 100)} vs ${move.benchmark ?? "its benchmark"}${sigma}`;
}

/** The move told whole: "NVIDIA Corp. (NVDA) 100.00 → 96.00 in 5 min, -3.80% vs SPY, -19.0σ", "Will …? 40.0% → 47.0% in 25 min, +7.0 pts". */
export function describeMove(move: Move): string {
  const minutes = Math.max(1, Math.round((Date.parse(move.ends_at) - Date.parse(move.starts_at)) / 60_000));
  if (move.kind === "market") {
    const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
    return `${move.question ?? "A market"} ${percent(move.from)} → ${percent(move.to)} in ${minutes} min, ${moveSize(move)}`;
  }
  return `${move.company ?? move.ticker} (${move.ticker}) ${move.from.toFixed(2)} → ${move.to.toFixed(2)} in ${minutes} min, ${moveSize(move)}`;
}
