import { lazy, Suspense } from "react";
import { MapLayerToggles } from "../../features/middle-east/map/map-layer-toggles";
import { DesktopLeftPanel } from "../../features/middle-east/panels/desktop-left-panel";
import { DesktopRightPanel } from "../../features/middle-east/panels/desktop-right-panel";
import { MobilePanelBar } from "../../features/middle-east/panels/mobile-panel-bar";
import { LoadingState } from "../../ui/loading-state";
import { desktopQuery, useMediaQuery } from "../../ui/use-media-query";
import { useHeaderBottom } from "./use-header-bottom";

// MapLibre and deck.gl are most of this page's weight: the title, toggles and panels show while they arrive.
const MiddleEastMap = lazy(() =>
  import("../../features/middle-east/map/middle-east-map").then((m) => ({ default: m.MiddleEastMap })),
);

/** Spec section 9: the map starts 80 px from the top of the window, under the header and the title. */
const MAP_TOP = 80;
const TITLE_MIN_HEIGHT = 32;

/**
 * /israel-iran-view (spec section 2): the title, then the map filling the window under it, with the side panels
 * and the layer toggles laid over it; on a phone the bottom bar and its open panel under it instead of the side
 * panels. What covers the map is marked data-covers-map, and the map keeps its view, popups and controls clear of it.
 */
export function IsraelIranViewPage() {
  const headerBottom = useHeaderBottom();
  const desktop = useMediaQuery(desktopQuery);
  const titleHeight = Math.max(TITLE_MIN_HEIGHT, MAP_TOP - headerBottom);
  return (
    <div className="fixed inset-x-0 bottom-0 flex flex-col" style={{ top: headerBottom }}>
      <div className="flex shrink-0 items-center border-b border-line bg-surface px-4" style={{ height: titleHeight }}>
        <h1 className="truncate text-sm font-semibold text-ink-strong">Proxy War and Possible targets</h1>
      </div>
      <div className="relative min-h-0 flex-1 bg-canvas">
        <Suspense
          fallback={
            <div className="grid size-full place-items-center">
              <LoadingState>Loading map...</LoadingState>
            </div>
          }
        >
          <MiddleEastMap coveredBy="[data-covers-map]" />
        </Suspense>

        {/* Mounted for one layout only: hidden panels would still poll their data and load their charts. */}
        <div className="pointer-events-none absolute inset-0 flex items-start">
          {desktop && <DesktopLeftPanel />}
          <MapLayerToggles className="pointer-events-auto m-3 min-w-0" />
          {desktop && <DesktopRightPanel className="ml-auto" />}
        </div>
      </div>
      {/* Under the map, not over it: an open panel shrinks the map to the strip above it (Chromium draws a WebGL
          canvas black where a scrolling panel lies over it, the strip above included). */}
      {!desktop && <MobilePanelBar className="shrink-0" />}
    </div>
  );
}
