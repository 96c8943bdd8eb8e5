import { useEffect } from "react";
import { useControl } from "react-map-gl/maplibre";
import { MapLibreOverlay, type MapLibreOverlayProps } from "@deck.gl/maplibre";

interface DeckOverlayProps {
  layers: NonNullable<MapLibreOverlayProps["layers"]>;
  /** Hands the overlay out, for picking markers under a click. */
  onReady: (overlay: MapLibreOverlay | null) => void;
}

/**
 * deck.gl over the MapLibre map: MapLibreOverlay of @deck.gl/maplibre, not @deck.gl/mapbox (whose overlay crashes on
 * MapLibre 6). Overlaid on a canvas of its own rather than interleaved in MapLibre's layer stack: interleaved layers
 * are only inserted once MapLibre calls its style loaded, which waits for every street tile, so with a tile server
 * that answers 404 or not at all (offline, the tests) the markers were drawn outside MapLibre's frame and flickered
 * under the country fill. Overlaid, they are always on top; the second WebGL context costs about 10% of the frame
 * rate during a pan in software-rendered Chromium.
 */
export function DeckOverlay({ layers, onReady }: DeckOverlayProps) {
  const overlay = useControl(() => new MapLibreOverlay({ layers }));
  overlay.setProps({ layers });
  useEffect(() => {
    onReady(overlay);
    return () => onReady(null);
  }, [overlay, onReady]);
  return null;
}
