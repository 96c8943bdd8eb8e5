import { classNames } from "../../../ui/class-names";
import { panelClass } from "./panel-class";
import { PanelSection } from "./panel-section";
import { PANEL_MARKETS_SHOWN, PredictionMarketsBox } from "./prediction-markets-box";
import { TrafficCharts } from "./traffic-charts";

/**
 * The map page's left panel on a desktop (spec section 2): 400 px with the Iran and Israel network-traffic
 * charts and the 'Prediction Markets' box's first 6 markets. Hidden below the desktop breakpoint, where the
 * bottom bar takes over; the page positions it (`className`).
 */
export function DesktopLeftPanel({ className }: { className?: string }) {
  return (
    <aside aria-label="Analytics" className={classNames(panelClass, className)}>
      <PanelSection title="Network Traffic">
        <TrafficCharts />
      </PanelSection>
      <PredictionMarketsBox limit={PANEL_MARKETS_SHOWN} />
    </aside>
  );
}
