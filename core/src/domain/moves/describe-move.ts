import type { Move } from "../../schemas/moves";

/** A signed figure to `digits` decimals, never "-0.0": "+1.2", "-0.3". */
export function signedFixed(value: number, digits: number): string {
  const text = Math.abs(value).toFixed(digits);
  return `${value < 0 && Number(text) !== 0 ? "-" : "+"}${text}`;
}

/** A size in the ticker's own standard deviations: "-2.4σ". */
export const formatSigma = (z: number) => `${signedFixed(z, 1)}σ`;
/** A market's change in probability points: "+7.0 pts". */
export const formatPoints = (points: number) => `${signedFixed(points, 1)} pts`;

/** The size of a move: "-3.80% vs SPY, -19.0σ" or "+7.0 pts". */
export function moveSize(move: Move): string {
  if (move.kind === "market") return formatPoints(move.points ?? 0);
  const sigma = move.z_score === null ? "" : `, ${formatSigma(move.z_score)}`;
  return `${signedFixed((move.abnormal_return ?? 0) * 100, 2)}% vs ${move.benchmark ?? "its benchmark"}${sigma}`;
}

/**
 * A move told whole, as the strip's popover and an alert's message say it: "NVIDIA Corp. (NVDA) 100.00 → 96.00 in 5 min,
 * -3.80% vs SPY, -19.0σ", "Will …? 40.0% → 47.0% in 25 min, +7.0 pts".
 */
export function describeMove(move: Move): string {
  const minutes = Math.max(1, Math.round((Date.parse(move.ends_at) - Date.parse(move.starts_at)) / 60_000));
  if (move.kind === "market") {
    const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
    return `${move.question ?? "A market"} ${percent(move.from)} → ${percent(move.to)} in ${minutes} min, ${moveSize(move)}`;
  }
  return `${move.company ?? move.ticker} (${move.ticker}) ${move.from.toFixed(2)} → ${move.to.toFixed(2)} in ${minutes} min, ${moveSize(move)}`;
}
