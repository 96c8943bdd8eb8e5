import type { Map as MapLibreMap } from "maplibre-gl";

declare global {
  interface Window {
    /** The map, for browser tests only: to find where a marker is on screen (map.project) and to move the camera. */
    __middleEastMap?: MapLibreMap;
  }
}

/**
 * Hands the map to a browser test. Only when the browser is driven by automation (navigator.webdriver, which
 * Playwright sets): a reader's page never carries it.
 */
export function exposeMapForTests(map: MapLibreMap | null): void {
  if (!navigator.webdriver) return;
  if (map) window.__middleEastMap = map;
  else delete window.__middleEastMap;
}
