import type { Map as MapLibreMap } from "maplibre-gl";
import { fullPadding } from "./clear-view-padding";

/** How long the map takes to bring a popup into view. */
const PAN_MS = 300;

/** How far a span [low, high] must move to lie within [from, to]; one longer than that is aligned at `from`. */
function shiftInto(low: number, high: number, from: number, to: number): number {
  if (low < from || high - low > to - from) return low - from;
  return high > to ? high - to : 0;
}

/**
 * Pans the map, if need be, so that an element drawn on it (an open popup) lies inside the map's padding: the part
 * of the map no panel covers.
 */
export function panToShow(map: MapLibreMap, element: HTMLElement): void {
  const padding = fullPadding(map.getPadding());
  const frame = map.getContainer().getBoundingClientRect();
  const box = element.getBoundingClientRect();
  const dx = shiftInto(box.left, box.right, frame.left + padding.left, frame.right - padding.right);
  const dy = shiftInto(box.top, box.bottom, frame.top + padding.top, frame.bottom - padding.bottom);
  if (dx !== 0 || dy !== 0) map.panBy([dx, dy], { duration: PAN_MS });
}
