import { classNames } from "../../../ui/class-names";
import { panelClass } from "./panel-class";
import { MiddleEastNewsList } from "./middle-east-news-list";
import { OilPriceContent } from "./oil-price-content";
import { PanelSection } from "./panel-section";

/**
 * The map page's right panel on a desktop (spec section 2): 400 px with the oil price chart (USO ETF) and
 * the 'Middle East News' list. Hidden below the desktop breakpoint, where the bottom bar takes over; the page
 * positions it (`className`).
 */
export function DesktopRightPanel({ className }: { className?: string }) {
  return (
    <aside aria-label="Oil price and news" className={classNames(panelClass, className)}>
      <PanelSection title="Oil Price Chart (USO ETF)">
        <OilPriceContent />
      </PanelSection>
      <PanelSection title="Middle East News" live>
        <MiddleEastNewsList />
      </PanelSection>
    </aside>
  );
}
