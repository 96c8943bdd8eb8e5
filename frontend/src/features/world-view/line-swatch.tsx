import type { LineDash, WorldLine } from "./world-palette";

/** SVG dashes drawn like the chart's line styles, shortened to fit the swatch. */
const dashArray: Record<LineDash, string | undefined> = { solid: undefined, dashed: "4 3", "long-dashed": "9 3", dotted: "2 2" };

/** A short sample of a chart line, colour and dash, as the key beside its name. */
export function LineSwatch({ line, faded = false }: { line: WorldLine; faded?: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 8" className={`h-2 w-6 shrink-0 ${faded ? "opacity-30" : ""}`}>
      <line x1="0" y1="4" x2="24" y2="4" strokeWidth="3" strokeDasharray={dashArray[line.dash]} style={{ stroke: `var(${line.colorToken})` }} />
    </svg>
  );
}
