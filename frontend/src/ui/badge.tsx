import type { ReactNode } from "react";

const tones = {
  /** Beta, and other "new, still moving" labels. */
  accent: "border-accent/50 text-accent-strong",
  /** Premium: filled, the strongest label. */
  solid: "border-accent bg-accent text-accent-ink",
  /** Roadmap, and other labels of things not here yet. */
  muted: "border-line-strong text-ink-faint",
  /** Done, stored, healthy. */
  positive: "border-live/40 text-live",
  /** Pending, not stored yet. */
  pending: "border-impact-mid/50 text-impact-mid",
} as const;

export type BadgeTone = keyof typeof tones;

const shapes = {
  /** Monospaced capitals: labels of features and states. */
  caps: "px-1.5 py-px font-mono text-2xs tracking-caps uppercase",
  /** Plain words: markers inside tables. */
  plain: "px-1.5 py-0.5 text-2xs font-medium whitespace-nowrap",
} as const;

interface BadgeProps {
  tone: BadgeTone;
  shape?: keyof typeof shapes;
  children: ReactNode;
}

/** A small bordered label (Beta, Premium, Roadmap; Saved, Unsaved). */
export function Badge({ tone, shape = "caps", children }: BadgeProps) {
  return (
    <span className={`rounded-sm border ${shapes[shape]} ${tones[tone]}`}>
      {children}
    </span>
  );
}
