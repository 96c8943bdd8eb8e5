import type { Impact } from "@tradewire/core";

/** Spec section 9: high red, mid orange, low green. Whole class names, so Tailwind finds them. */
export const impactClasses: Record<Impact, { text: string; border: string; arrival: string }> = {
  // A HIGH story that just broke flashes its row; the others slide in.
  high: { text: "text-impact-high", border: "border-l-impact-high", arrival: "motion-safe:animate-arrive-high" },
  mid: { text: "text-impact-mid", border: "border-l-impact-mid", arrival: "motion-safe:animate-slide-in" },
  low: { text: "text-impact-low", border: "border-l-impact-low", arrival: "motion-safe:animate-slide-in" },
};
