import { useId, useState, type ReactNode } from "react";
import { classNames } from "../../../ui/class-names";
import { LiveMarker, type LiveSource } from "./live-marker";
import { MiddleEastNewsList } from "./middle-east-news-list";
import { OilPriceContent } from "./oil-price-content";
import { PanelSection } from "./panel-section";
import { PredictionMarketsBox } from "./prediction-markets-box";
import { TrafficCharts } from "./traffic-charts";

type PanelId = "analytics" | "trading" | "news";

/** Spec section 2's three phone panels: the bar's label, the panel's title and what it holds. */
const panels: { id: PanelId; tab: string; title: string; liveFrom?: LiveSource; content: () => ReactNode }[] = [
  {
    id: "analytics",
    tab: "Analytics",
    title: "Analytics Dashboard",
    content: () => (
      <>
        <PanelSection title="Network Traffic">
          <TrafficCharts />
        </PanelSection>
        <PredictionMarketsBox />
      </>
    ),
  },
  { id: "trading", tab: "Oil Price", title: "Oil Price Chart (USO ETF)", content: () => <OilPriceContent /> },
  { id: "news", tab: "ME News", title: "Middle East News", liveFrom: "feed", content: () => <MiddleEastNewsList /> },
];

/**
 * The map page's bottom bar on a phone (spec section 2): Analytics, Oil Price and ME News each open their
 * panel above the bar, one at a time; pressing the open one again, the close button or Escape folds it.
 * A panel's data is fetched only while it is open. Hidden on a desktop, where the side panels show the same.
 */
export function MobilePanelBar({ className }: { className?: string }) {
  const [openId, setOpenId] = useState<PanelId | null>(null);
  const baseId = useId();
  const open = panels.find((panel) => panel.id === openId);
  const panelId = `${baseId}-panel`;
  const titleId = `${baseId}-title`;

  return (
    <div className={classNames("z-10 flex flex-col lg:hidden", className)}>
      {open && (
        <section
          id={panelId}
          aria-labelledby={titleId}
          onKeyDown={(event) => event.key === "Escape" && setOpenId(null)}
          className="max-h-[60dvh] space-y-3 overflow-y-auto rounded-t-md border border-b-0 border-line-strong bg-surface-raised p-3 shadow-menu"
        >
          <header className="flex items-center gap-2">
            <h2 id={titleId} className="text-sm font-semibold text-ink-strong">
              {open.title}
            </h2>
            {open.liveFrom && <LiveMarker source={open.liveFrom} />}
            <button
              type="button"
              aria-label="Close panel"
              onClick={() => setOpenId(null)}
              className="ml-auto rounded-sm px-2 py-0.5 text-base leading-none text-ink-muted hover:bg-surface hover:text-ink-strong"
            >
              <span aria-hidden="true">×</span>
            </button>
          </header>
          {open.content()}
        </section>
      )}
      <nav aria-label="Middle East panels" className="grid grid-cols-3 border-t border-line-strong bg-surface">
        {panels.map((panel) => {
          const pressed = panel.id === openId;
          return (
            <button
              key={panel.id}
              type="button"
              aria-expanded={pressed}
              aria-controls={pressed ? panelId : undefined}
              onClick={() => setOpenId(pressed ? null : panel.id)}
              className={classNames(
                "border-t-2 px-2 py-2.5 text-xs font-medium transition-colors",
                pressed ? "border-accent text-ink-strong" : "border-transparent text-ink-muted hover:text-ink-strong",
              )}
            >
              {panel.tab}
            </button>
          );
        })}
      </nav>
    </div>
  );
}
