/**
 * The map's colours, read from the design tokens (styles/tokens.css) at run time: MapLibre paints and the
 * canvas icon atlas need colour values, not class names, and reading them keeps the map on the app's palette.
 */
export interface MapPalette {
  background: string;
  land: string;
  outline: string;
  /** The country a side panel points at: a white outline (the blues are taken by lines) over a lighter land. */
  highlight: string;
  highlightLand: string;
  /** Dashed red lines from the proxies to Israel. */
  proxyLine: string;
  /** Solid blue lines from Iran to its proxies. */
  supportLine: string;
  /** The thick orange dashed Iran-Israel line. */
  strikeLine: string;
  /** Marker badges: proxies, missile bases and nuclear sites. */
  proxy: string;
  missile: string;
  nuclear: string;
  /** The oil barrel and the strokes drawn on the badges. */
  barrel: string;
  iconInk: string;
  iconEdge: string;
}

const tokenOf: Record<keyof MapPalette, string> = {
  background: "--color-canvas",
  land: "--color-surface-raised",
  outline: "--color-ink-faint",
  highlight: "--color-ink-strong",
  highlightLand: "--color-line-strong",
  proxyLine: "--color-danger",
  supportLine: "--color-accent",
  strikeLine: "--color-impact-mid",
  proxy: "--color-danger",
  missile: "--color-impact-mid",
  nuclear: "--color-caution",
  barrel: "--color-ink",
  iconInk: "--color-canvas",
  iconEdge: "--color-ink-strong",
};

/** The palette as the element sees it (the tokens are defined on :root, so any element of the page will do). */
export function readMapPalette(element: Element = document.documentElement): MapPalette {
  const style = getComputedStyle(element);
  const entries = Object.entries(tokenOf).map(([key, token]) => {
    const value = style.getPropertyValue(token).trim();
    if (!value) throw new Error(`The design token ${token} is not defined; the map cannot pick its colours`);
    return [key, value];
  });
  return Object.fromEntries(entries) as MapPalette;
}
