import { MiddleEastNewsList } from "./middle-east-news-list";
import { OilPriceContent } from "./oil-price-content";
import { PanelSection } from "./panel-section";
import { SidePanel } from "./side-panel";

/**
 * The map page's right panel on a desktop (spec section 2): 400 px with the oil price chart (USO ETF) and
 * the 'Middle East News' list, folding to its tab. Mounted on a desktop only, where the phone's bottom bar is not;
 * the page places it (`className`).
 */
export function DesktopRightPanel({ className }: { className?: string }) {
  return (
    <SidePanel label="Oil price and news" side="right" className={className}>
      <PanelSection title="Oil Price Chart (USO ETF)">
        <OilPriceContent />
      </PanelSection>
      <PanelSection title="Middle East News" liveFrom="feed">
        <MiddleEastNewsList />
      </PanelSection>
    </SidePanel>
  );
}
