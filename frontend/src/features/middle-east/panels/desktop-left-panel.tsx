import { PanelSection } from "./panel-section";
import { PANEL_MARKETS_SHOWN, PredictionMarketsBox } from "./prediction-markets-box";
import { SidePanel } from "./side-panel";
import { TrafficCharts } from "./traffic-charts";

/**
 * The map page's left panel on a desktop (spec section 2): 400 px with the Iran and Israel network-traffic
 * charts and the 'Prediction Markets' box's first 6 markets, folding to its tab. Mounted on a desktop only, where
 * the phone's bottom bar is not; the page places it (`className`).
 */
export function DesktopLeftPanel({ className }: { className?: string }) {
  return (
    <SidePanel label="Analytics" side="left" className={className}>
      <PanelSection title="Network Traffic">
        <TrafficCharts />
      </PanelSection>
      <PredictionMarketsBox limit={PANEL_MARKETS_SHOWN} />
    </SidePanel>
  );
}
