import type { Impact } from "@tradewire/core";
import { impactClasses } from "./impact-classes";

/** How many of the three bars are lit: a shape that reads without colour, as on a signal meter. */
const litBars: Record<Impact, number> = { high: 3, mid: 2, low: 1 };
const barHeights = [4, 7, 10];

interface ImpactBadgeProps {
  impact: Impact;
  /** One width for all three, so a column of them lines up. */
  aligned?: boolean;
}

/** A story's impact as words and bars beside its colour, so colour-blind readers and greyscale prints can read it. */
export function ImpactBadge({ impact, aligned = false }: ImpactBadgeProps) {
  return (
    <span className={`inline-flex shrink-0 items-center gap-1 font-mono font-semibold ${aligned ? "w-[6.5ch]" : ""} ${impactClasses[impact].text}`}>
      <svg aria-hidden="true" viewBox="0 0 10 10" className="size-2.5 shrink-0" fill="currentColor">
        {barHeights.map((height, index) => (
          <rect key={height} x={index * 4} y={10 - height} width="2" height={height} opacity={index < litBars[impact] ? 1 : 0.3} />
        ))}
      </svg>
      {impact.toUpperCase()}
    </span>
  );
}
