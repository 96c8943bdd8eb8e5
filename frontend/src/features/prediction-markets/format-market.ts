/** Spec section 9: K from a thousand, M from a million, B from a billion, one decimal. */
export function formatVolume(volume: number): string {
  const units: [number, string][] = [
    [1e9, "B"],
    [1e6, "M"],
    [1e3, "K"],
  ];
  for (const [size, unit] of units) if (Math.abs(volume) >= size) return `${(volume / size).toFixed(1)}${unit}`;
  return volume.toFixed(0);
}

/** Spec section 9: hours under a day, days under a week, else weeks; a span of days as the API gives it. */
export function formatDays(days: number): string {
  if (days <= 0) return "—";
  if (days < 1) return `${Math.max(1, Math.round(days * 24))}h`;
  if (days < 7) return `${Math.round(days)}d`;
  return `${Math.round(days / 7)}w`;
}

/** A probability as a whole percentage. */
export const formatProbability = (probability: number | null) => (probability === null ? "—" : `${Math.round(probability * 100)}%`);

/** Spec section 9: at least 70% green, at least 50% yellow, else red. */
export function probabilityTone(probability: number | null): string {
  if (probability === null) return "text-ink-faint";
  if (probability >= 0.7) return "text-gain";
  if (probability >= 0.5) return "text-caution";
  return "text-loss";
}

/** The day's move in percentage points, signed: "+2.5 pts". */
export function formatChange(change: number | null): string {
  if (change === null) return "—";
  const points = Math.round(change * 1000) / 10;
  if (points === 0) return "0.0 pts";
  return `${points > 0 ? "+" : "−"}${Math.abs(points).toFixed(1)} pts`;
}

export const changeTone = (change: number | null) => (change === null || Math.round(change * 1000) === 0 ? "text-ink-muted" : change > 0 ? "text-gain" : "text-loss");
