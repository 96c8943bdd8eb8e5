import { ChartAttribution } from "../stock-report/chart-attribution";
import { ReturnsSection } from "../stock-report/returns-section";
import { useReport } from "../stock-report/use-report";

/**
 * The story's report in its details: the returns chart of its tickers around the story, as the report shows it (the
 * impact table stays in the report, one click away). Nothing while it loads or when it cannot be had.
 */
export function StoryReportReturns({ articleId }: { articleId: string }) {
  const state = useReport(articleId);
  if (state.status !== "loaded") return null;
  return (
    <div className="grid gap-1 text-2xs text-ink-faint">
      <ReturnsSection report={state.report} />
      <ChartAttribution />
    </div>
  );
}
