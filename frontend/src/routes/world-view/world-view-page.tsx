import { ChartAttribution } from "../../features/stock-report/chart-attribution";
import { BigFiveBanksSection } from "../../features/world-view/big-five-banks-section";
import { G10PerformanceSection } from "../../features/world-view/g10-performance-section";
import { RangeButtons } from "../../features/world-view/range-buttons";
import { useWorldViewData } from "../../features/world-view/use-world-view-data";
import { WorldViewActions } from "../../features/world-view/world-view-actions";

/** /world-view (spec section 2): 'G10 Performance' for everyone, the Big Five Banks of Canada for members. */
export function WorldViewPage() {
  useWorldViewData();
  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold tracking-tight text-ink-strong">World View</h1>
        <WorldViewActions />
      </header>
      <RangeButtons />
      <G10PerformanceSection />
      <BigFiveBanksSection />
      <footer className="text-2xs text-ink-faint">
        <ChartAttribution />
      </footer>
    </div>
  );
}
