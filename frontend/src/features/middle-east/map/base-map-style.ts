import type { StyleSpecification } from "maplibre-gl";
import type { MapPalette } from "./map-palette";

/**
 * The style under everything: a plain background in the app's canvas colour. The street tiles, the country outlines
 * and the lines are layers of their own above it (street-tiles.tsx, middle-east-map.tsx); the outlines are bundled
 * with the app, so when the tiles cannot load (offline, a blocked tile server) the map is still the region.
 */
export function baseMapStyle(palette: MapPalette): StyleSpecification {
  return {
    version: 8,
    sources: {},
    layers: [{ id: "background", type: "background", paint: { "background-color": palette.background } }],
  };
}
