import "maplibre-gl/dist/maplibre-gl.css";
import "./middle-east-map.css";
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from "react";
import * as maplibregl from "maplibre-gl";
import type { FilterSpecification, FitBoundsOptions, Popup as MapLibrePopup } from "maplibre-gl";
import workerUrl from "maplibre-gl/dist/maplibre-gl-worker.mjs?url";
import {
  AttributionControl,
  Layer,
  Map as MapView,
  NavigationControl,
  Popup,
  Source,
  type ErrorEvent,
  type MapEvent,
  type MapLayerMouseEvent,
  type MapRef,
  type MapSourceDataEvent,
  type ViewStateChangeEvent,
} from "react-map-gl/maplibre";
import type { MapLibreOverlay } from "@deck.gl/maplibre";
import { IconLayer } from "@deck.gl/layers";
import type { MapPlace } from "../map-data-types";
import { countryOutlines, mapLines, places } from "../map-data";
import { useHighlightStore } from "../highlight-store";
import { ErrorState } from "../../../ui/error-state";
import { baseMapStyle } from "./base-map-style";
import { fullPadding, samePadding, type ViewPadding } from "./clear-view-padding";
import { DeckOverlay } from "./deck-overlay";
import { exposeMapForTests } from "./expose-map-for-tests";
import { mapLinesGeoJson } from "./map-lines-geojson";
import { regionBounds, regionSize } from "./map-region";
import { LinePopupContent, PlacePopupContent } from "./map-popup-content";
import { readMapPalette } from "./map-palette";
import { useMapViewStore } from "./map-view-store";
import { buildIconAtlas, iconKeyOf, markerSizeOf } from "./marker-icons";
import { panToShow } from "./pan-to-show";
import { StreetTiles, tileSourceId } from "./street-tiles";
import { useClearView } from "./use-clear-view";
import { useTileUrl } from "./use-tile-url";

/**
 * Spec section 9 centres the map near 30° N 47° E at zoom 4, zoomable to 19. The opening view fits the region
 * (map-region: centred near 27° N 49° E) between the panels: at zoom 4 where it fits, further out where it does not
 * (a laptop between two panels, a phone).
 */
const OPENING_ZOOM = 4;
const MAX_ZOOM = 19;
/** Kept clear around the region, so a marker at its edge is not cut by a panel. */
const REGION_MARGIN = 16;
const markerLayerId = "markers";
const lineLayer = { support: "line-support", proxy: "line-proxy", strike: "line-strike" } as const;
const lineLayerIds: string[] = Object.values(lineLayer);
/** How far from a line a click still counts as on it, in CSS pixels: the lines are 2.5 to 5 px wide. */
const LINE_CLICK_SLOP = 8;

/** How long the camera takes to follow a panel folded or a sheet opened. */
const PADDING_EASE_MS = 300;

const linesData = mapLinesGeoJson(mapLines);
const placeById = new Map(places.map((place) => [place.id, place]));
const lineById = new Map(mapLines.map((line) => [line.id, line]));

const withMargin = (padding: ViewPadding, margin: number): ViewPadding => ({
  top: padding.top + margin,
  right: padding.right + margin,
  bottom: padding.bottom + margin,
  left: padding.left + margin,
});

/** The region fitted inside the padding, which the map keeps from then on (MapLibre's absolutePadding): zoom 4 at most. */
const regionFit = (padding: ViewPadding): FitBoundsOptions => ({ padding, absolutePadding: true, maxZoom: OPENING_ZOOM });

/** Where the clear part of the map ends, for the corner controls (middle-east-map.css). */
const clearInsetVariables = (clear: ViewPadding) =>
  ({ "--clear-bottom": `${clear.bottom}px`, "--clear-right": `${clear.right}px` }) as CSSProperties;

interface MiddleEastMapProps {
  /**
   * What the page lays over the map (its side panels, the layer toggles), as a CSS selector within
   * the map's parent: the view, the popups and the corner controls keep clear of them.
   */
  coveredBy?: string;
}

/**
 * The Israel-Iran map (spec section 2): MapLibre draws the street tiles, the 15 country outlines and the lines;
 * deck.gl draws the markers from one icon atlas. Clicking a marker or a line opens its popup; the layer toggles
 * and the side panels' highlighted country (highlight-store) reach it through their stores.
 */
export function MiddleEastMap({ coveredBy }: MiddleEastMapProps) {
  const palette = useMemo(() => readMapPalette(), []);
  const atlas = useMemo(() => buildIconAtlas(places, palette), [palette]);
  const tileUrl = useTileUrl();
  const [tilesShowing, setTilesShowing] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [broken, setBroken] = useState(false);
  const [hovering, setHovering] = useState<"marker" | "line" | null>(null);
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const mapRef = useRef<MapRef | null>(null);
  const popupRef = useRef<MapLibrePopup | null>(null);
  const overlay = useRef<MapLibreOverlay | null>(null);
  const onOverlay = useCallback((ready: MapLibreOverlay | null) => {
    overlay.current = ready;
  }, []);

  const hiddenGroups = useMapViewStore((s) => s.hiddenGroups);
  const selection = useMapViewStore((s) => s.selection);
  const select = useMapViewStore((s) => s.select);
  const highlightedCountry = useHighlightStore((s) => s.highlightedCountry);

  const mapStyle = useMemo(() => baseMapStyle(palette), [palette]);
  const visiblePlaces = useMemo(() => places.filter((place) => !hiddenGroups.includes(place.group)), [hiddenGroups]);

  const layers = useMemo(
    () => [
      new IconLayer<MapPlace>({
        id: markerLayerId,
        data: visiblePlaces,
        iconAtlas: atlas.url,
        iconMapping: atlas.mapping,
        getIcon: iconKeyOf,
        getPosition: (place) => place.coordinates,
        getSize: markerSizeOf,
        sizeUnits: "pixels",
        pickable: true,
        onHover: ({ object }) => setHovering((now) => (object ? "marker" : now === "marker" ? null : now)),
      }),
    ],
    [visiblePlaces, atlas],
  );

  useEffect(() => () => useMapViewStore.getState().select(null), []);

  const onClick = useCallback(
    (event: MapLayerMouseEvent) => {
      const picked = overlay.current?.pickObject({ x: event.point.x, y: event.point.y, radius: 4, layerIds: [markerLayerId] });
      const place = picked?.object as MapPlace | undefined;
      if (place) return select({ kind: "place", id: place.id });
      const { x, y } = event.point;
      const lines = event.target.queryRenderedFeatures(
        [
          [x - LINE_CLICK_SLOP, y - LINE_CLICK_SLOP],
          [x + LINE_CLICK_SLOP, y + LINE_CLICK_SLOP],
        ],
        { layers: lineLayerIds },
      );
      const lineId = lines[0]?.properties.id as string | undefined;
      if (lineId) return select({ kind: "line", id: lineId, at: [event.lngLat.lng, event.lngLat.lat] });
      select(null);
    },
    [select],
  );

  // Until a street tile has arrived the land is drawn solid, so the region reads on the plain background.
  const onSourceData = useCallback((event: MapSourceDataEvent) => {
    if (event.sourceId === tileSourceId && event.tile) setTilesShowing(true);
  }, []);

  const onError = useCallback((event: ErrorEvent) => {
    // Unreachable tiles are expected offline (the outlines carry the map): not worth a console error per tile.
    if ((event as ErrorEvent & { sourceId?: string }).sourceId === tileSourceId) return;
    // No map object at all: MapLibre could not start (no WebGL).
    if (!event.target) setBroken(true);
    console.error(event.error);
  }, []);

  // Ready once the bundled outlines are drawn. Not MapLibre's 'load', which waits for the street tiles too and never
  // comes when the tile server answers 404 or is unreachable: the map is useful without them.
  const onRender = useCallback((event: MapEvent) => {
    const map = event.target;
    if (loaded || !map.getSource("countries") || !map.isSourceLoaded("countries")) return;
    setLoaded(true);
    exposeMapForTests(map);
  }, [loaded]);
  useEffect(() => () => exposeMapForTests(null), []);

  // The view keeps clear of what covers the map: the region is fitted into the clear part at the start, and again
  // whenever it changes (a panel folded, the map shrunk by a phone's open panel, the window resized) until the reader
  // pans, zooms or opens a popup; from then on a change only keeps what was in the middle of the clear part there.
  const clearView = useClearView(frame, coveredBy, regionSize);
  const clear = clearView?.padding;
  // A new object whenever the map's size or its clear part changes: the camera follows each change.
  const viewPadding = useMemo(() => clearView && withMargin(clearView.padding, REGION_MARGIN), [clearView]);
  const openingView = useMemo(() => viewPadding && { bounds: regionBounds, fitBoundsOptions: regionFit(viewPadding) }, [viewPadding]);
  const readerTookOver = useRef(false);
  const onMoveStart = useCallback((event: ViewStateChangeEvent) => {
    if (event.originalEvent) readerTookOver.current = true;
  }, []);
  useEffect(() => {
    const map = mapRef.current?.getMap();
    if (!map || !viewPadding || !loaded) return;
    popupRef.current?.setPadding(viewPadding);
    // MapLibre follows its container's size a little later (its own observer is throttled): the fit needs it now.
    map.resize();
    if (!readerTookOver.current) map.fitBounds(regionBounds, { ...regionFit(viewPadding), linear: true, duration: PADDING_EASE_MS });
    else if (!samePadding(fullPadding(map.getPadding()), viewPadding)) map.easeTo({ padding: viewPadding, duration: PADDING_EASE_MS });
  }, [viewPadding, loaded]);

  const selectedPlace = selection?.kind === "place" ? placeById.get(selection.id) : undefined;
  const openPlace = selectedPlace && !hiddenGroups.includes(selectedPlace.group) ? selectedPlace : undefined;
  const openLine = selection?.kind === "line" ? lineById.get(selection.id) : undefined;
  const popupAt = openPlace ? openPlace.coordinates : selection?.kind === "line" ? selection.at : undefined;

  // A popup opened near a panel is brought clear of it (MapLibre's own anchoring keeps it clear while the map moves).
  useEffect(() => {
    const map = mapRef.current?.getMap();
    const popup = popupRef.current;
    if (!selection) return;
    readerTookOver.current = true;
    if (map && popup?.isOpen()) panToShow(map, popup.getElement());
  }, [selection]);
  const landOpacity = tilesShowing ? 0.15 : 0.9;
  const highlightFilter: FilterSpecification = ["==", ["get", "name"], highlightedCountry ?? ""];

  if (broken) {
    return (
      <div className="grid size-full place-items-center p-4">
        <ErrorState>The map could not start: this browser has WebGL turned off or unavailable.</ErrorState>
      </div>
    );
  }

  return (
    <div
      ref={setFrame}
      className="middle-east-map size-full"
      style={clear ? clearInsetVariables(clear) : undefined}
      data-map-state={loaded ? "ready" : "loading"}
      data-visible-markers={visiblePlaces.length}
      data-highlighted-country={highlightedCountry ?? undefined}
    >
      {openingView && (
        <MapView
          ref={mapRef}
          mapLib={maplibregl}
          workerUrl={workerUrl}
          initialViewState={openingView}
          maxZoom={MAX_ZOOM}
          mapStyle={mapStyle}
          attributionControl={false}
          dragRotate={false}
          pitchWithRotate={false}
          interactiveLayerIds={lineLayerIds}
          cursor={hovering ? "pointer" : "grab"}
          onClick={onClick}
          onMouseEnter={() => setHovering((now) => now ?? "line")}
          onMouseLeave={() => setHovering((now) => (now === "line" ? null : now))}
          onError={onError}
          onSourceData={onSourceData}
          onMoveStart={onMoveStart}
          onRender={loaded ? undefined : onRender}
        >
          <Source id="countries" type="geojson" data={countryOutlines}>
            <Layer
              id="country-fill"
              type="fill"
              paint={{ "fill-color": ["case", highlightFilter, palette.highlightLand, palette.land], "fill-opacity": landOpacity }}
            />
            <Layer id="country-outline" type="line" paint={{ "line-color": palette.outline, "line-width": 1.2 }} />
            <Layer
              id="country-highlight"
              type="line"
              filter={highlightFilter}
              paint={{ "line-color": palette.highlight, "line-width": 3.5 }}
            />
          </Source>
          <Source id="lines" type="geojson" data={linesData}>
            <Layer
              id={lineLayer.support}
              type="line"
              filter={["==", ["get", "kind"], "iran-support"]}
              layout={{ "line-cap": "round" }}
              paint={{ "line-color": palette.supportLine, "line-width": 2.5 }}
            />
            <Layer
              id={lineLayer.proxy}
              type="line"
              filter={["==", ["get", "kind"], "proxy-to-israel"]}
              paint={{ "line-color": palette.proxyLine, "line-width": 2.5, "line-dasharray": [3, 2] }}
            />
            <Layer
              id={lineLayer.strike}
              type="line"
              filter={["==", ["get", "kind"], "iran-israel"]}
              paint={{ "line-color": palette.strikeLine, "line-width": 5, "line-dasharray": [2, 1.5] }}
            />
          </Source>
          {tileUrl && <StreetTiles tileUrl={tileUrl} belowLayerId="country-fill" />}
          <DeckOverlay layers={layers} onReady={onOverlay} />
          <NavigationControl position="bottom-right" showCompass={false} />
          <AttributionControl position="bottom-right" compact={false} />
          {popupAt && (openPlace || openLine) && (
            <Popup
              key={openPlace?.id ?? openLine?.id}
              ref={popupRef}
              longitude={popupAt[0]}
              latitude={popupAt[1]}
              padding={viewPadding ?? undefined}
              offset={openPlace ? markerSizeOf(openPlace) / 2 + 4 : 8}
              closeOnClick={false}
              maxWidth="20rem"
              onClose={() => select(null)}
            >
              {openPlace ? <PlacePopupContent place={openPlace} palette={palette} /> : openLine && <LinePopupContent line={openLine} />}
            </Popup>
          )}
        </MapView>
      )}
    </div>
  );
}
