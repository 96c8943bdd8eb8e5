import { LockIcon } from "./lock-icon";
import { chipClass } from "../../ui/chip-class";

const tones = {
  ticker: "border-line-strong text-ink-muted",
  // Tinted like an open market chip, so a visitor can tell a hidden market from a hidden ticker.
  market: "border-accent/40 text-accent-strong",
} as const;

interface HiddenChipProps {
  /** What the chip stands for, read out instead of the blurred placeholder. */
  label: string;
  tone: keyof typeof tones;
  onClick: () => void;
}

/** A ticker or market kept for members: the placeholder is blurred behind a padlock. */
export function HiddenChip({ label, tone, onClick }: HiddenChipProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      data-hidden-chip=""
      onClick={onClick}
      className={`${chipClass} border-dashed ${tones[tone]} hover:border-accent hover:text-ink-strong`}
    >
      <LockIcon />
      <span aria-hidden="true" className="blur-[3px] select-none">HIDDEN</span>
    </button>
  );
}
