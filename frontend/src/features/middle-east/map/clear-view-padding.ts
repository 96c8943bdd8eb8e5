import type { LngLat } from "../map-data-types";

/** Pixels kept free on each side of the map, as MapLibre's camera and popups take them. */
export interface ViewPadding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** A box laid over the map (a panel, the layer toggles, the phone's bar), in pixels from the map's top left corner. */
export interface CoverBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export const noPadding: ViewPadding = { top: 0, right: 0, bottom: 0, left: 0 };

/** MapLibre's padding, whose sides are optional in its types, with every side (a missing one is 0). */
export const fullPadding = ({ top = 0, right = 0, bottom = 0, left = 0 }: Partial<ViewPadding>): ViewPadding => ({ top, right, bottom, left });

export const samePadding = (a: ViewPadding, b: ViewPadding) => a.top === b.top && a.right === b.right && a.bottom === b.bottom && a.left === b.left;

const mercatorY = (latitude: number) => Math.log(Math.tan(Math.PI / 4 + (latitude * Math.PI) / 360));

/** The region's width and height on a Mercator map, in the same unit both ways: its aspect is what a fit needs. */
export function mercatorSize([west, south]: LngLat, [east, north]: LngLat): { width: number; height: number } {
  return { width: ((east - west) * Math.PI) / 180, height: mercatorY(north) - mercatorY(south) };
}

/**
 * The padding that keeps the map's view clear of every box laid over it, so a region fitted inside it is seen whole.
 * Each box is put in one band along an edge (a side panel in the left or right band, the toggles in the top band or
 * beside the panel) whichever leaves the region drawn largest; the biggest boxes are placed first.
 */
export function clearViewPadding(map: { width: number; height: number }, covers: readonly CoverBox[], region: { width: number; height: number }): ViewPadding {
  const scaleOf = (padding: ViewPadding) =>
    Math.min((map.width - padding.left - padding.right) / region.width, (map.height - padding.top - padding.bottom) / region.height);
  const onMap = covers
    .map((box) => ({ left: Math.max(0, box.left), top: Math.max(0, box.top), right: Math.min(map.width, box.right), bottom: Math.min(map.height, box.bottom) }))
    .filter((box) => box.right > box.left && box.bottom > box.top)
    .sort((a, b) => (b.right - b.left) * (b.bottom - b.top) - (a.right - a.left) * (a.bottom - a.top));
  let padding = noPadding;
  for (const box of onMap) {
    const choices: ViewPadding[] = [
      { ...padding, left: Math.max(padding.left, box.right) },
      { ...padding, right: Math.max(padding.right, map.width - box.left) },
      { ...padding, top: Math.max(padding.top, box.bottom) },
      { ...padding, bottom: Math.max(padding.bottom, map.height - box.top) },
    ];
    padding = choices.reduce((best, choice) => (scaleOf(choice) > scaleOf(best) ? choice : best));
  }
  return padding;
}
