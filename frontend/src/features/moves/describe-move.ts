import type { Move } from "@tradewire/core";

export { describeMove, moveSize } from "@tradewire/core/domain/moves/describe-move";

/** The longest a market's question stands on a chip; the popover says it whole. */
const CHIP_QUESTION_CHARS = 28;

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
