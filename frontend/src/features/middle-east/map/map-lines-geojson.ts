import type { FeatureCollection, LineString } from "geojson";
import type { MapLine, MapLineKind } from "../map-data-types";

export type LineFeatureProperties = { id: string; kind: MapLineKind };

/** The lines as GeoJSON for MapLibre's line layers (which draw dashes natively, unlike deck.gl without extensions). */
export function mapLinesGeoJson(lines: readonly MapLine[]): FeatureCollection<LineString, LineFeatureProperties> {
  return {
    type: "FeatureCollection",
    features: lines.map((line) => ({
      type: "Feature",
      properties: { id: line.id, kind: line.kind },
      geometry: { type: "LineString", coordinates: [line.from.coordinates, line.to.coordinates] },
    })),
  };
}
