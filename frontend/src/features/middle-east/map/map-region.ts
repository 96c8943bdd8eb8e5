import type { LngLat } from "../map-data-types";
import { countryOutlines, mapLines } from "../map-data";
import { mercatorSize } from "./clear-view-padding";

/** The countries the opening view must show whole. */
const regionCountries = ["Israel", "Iran"];

const regionPoints: LngLat[] = [
  ...countryOutlines.features
    .filter((feature) => regionCountries.includes(feature.properties.name))
    .flatMap((feature) => (feature.geometry.type === "Polygon" ? [feature.geometry.coordinates] : feature.geometry.coordinates).flat(2) as LngLat[]),
  ...mapLines.flatMap((line) => [line.from.coordinates, line.to.coordinates]),
];

/**
 * The region the map opens on: Israel's and Iran's outlines and every line's ends (the proxies in Lebanon, Syria, Iraq
 * and Yemen), as [south-west, north-east]: about 34 to 63° E and 15 to 40° N.
 */
export const regionBounds: [LngLat, LngLat] = [
  [Math.min(...regionPoints.map(([lng]) => lng)), Math.min(...regionPoints.map(([, lat]) => lat))],
  [Math.max(...regionPoints.map(([lng]) => lng)), Math.max(...regionPoints.map(([, lat]) => lat))],
];

/** Its shape on the map, for fitting it between the panels. */
export const regionSize = mercatorSize(...regionBounds);
