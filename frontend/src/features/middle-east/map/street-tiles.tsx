import { Layer, Source } from "react-map-gl/maplibre";

export const tileSourceId = "street-tiles";

const osmAttribution =
  '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noreferrer">OpenStreetMap</a> contributors';

/**
 * The raster street map (MAP_TILE_URL, OpenStreetMap's by default) under the outlines: inserted below `belowLayerId`
 * whenever the tile URL arrives, so it never covers the outlines and lines that were drawn before it.
 */
export function StreetTiles({ tileUrl, belowLayerId }: { tileUrl: string; belowLayerId: string }) {
  return (
    <Source id={tileSourceId} type="raster" tiles={[tileUrl]} tileSize={256} maxzoom={19} attribution={osmAttribution}>
      <Layer
        id={tileSourceId}
        type="raster"
        beforeId={belowLayerId}
        // The street map is light: dimmed and desaturated it sits under the dark app and the markers stay readable.
        paint={{ "raster-brightness-max": 0.7, "raster-saturation": -0.5, "raster-fade-duration": 0 }}
      />
    </Source>
  );
}
