/** The look of ticker and market chips: small, monospaced, tabular; the caller adds the border and text tone. */
export const chipClass =
  "inline-flex max-w-full items-center gap-1 rounded-sm border px-1.5 py-px font-mono text-2xs tabular-nums";
