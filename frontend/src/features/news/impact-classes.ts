import type { Impact } from "@tradewire/core";

/** Spec section 9: high red, mid orange, low green. Whole class names, so Tailwind finds them. */
export const impactClasses: Record<Impact, { text: string; border: string }> = {
  high: { text: "text-impact-high", border: "border-l-impact-high" },
  mid: { text: "text-impact-mid", border: "border-l-impact-mid" },
  low: { text: "text-impact-low", border: "border-l-impact-low" },
};
