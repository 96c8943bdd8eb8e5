import type { Article } from "@tradewire/core";
import { UNKNOWN_ID } from "@tradewire/core/wire-constants";
import { formatDateTime } from "../../format/format-date-time";
import { useAuthStore } from "../../stores/auth-store";
import { useTimeZone } from "../../stores/time-zone-store";
import { EmptyState } from "../../ui/empty-state";
import { ErrorState } from "../../ui/error-state";
import { LoadingState } from "../../ui/loading-state";
import { ModalPanel } from "../../ui/modal-panel";
import { ModalShell } from "../../ui/modal-shell";
import { alertFormFromStory } from "../alerts/alert-form-prefill";
import { WhatHappenedLastTime } from "../news/what-happened-last-time";
import { AlertMeButton } from "../alerts/alert-me-button";
import { ChartAttribution } from "./chart-attribution";
import { formatLastUpdated } from "./format-report";
import { ReturnsSection } from "./returns-section";
import { StockImpactTracker } from "./stock-impact-tracker";
import { useReport } from "./use-report";
import { VisitorReportTeaser } from "./visitor-report-teaser";

interface StockReportModalProps {
  /** The story whose report is shown; null keeps the modal closed. */
  article: Article | null;
  onClose: () => void;
}

/** The Stock Report modal of spec section 2: how the story's tickers moved since it broke. */
export function StockReportModal({ article, onClose }: StockReportModalProps) {
  const isMember = useAuthStore((s) => s.status === "authenticated");
  const { timeZone } = useTimeZone();
  return (
    <ModalShell open={article !== null} onClose={onClose}>
      {article && (
        <ModalPanel
          closeButton
          title={article.title}
          description={<time dateTime={article.date_published}>{formatDateTime(article.date_published, timeZone)}</time>}
        >
          {/* A visitor's stories carry the unknown id; their reports stay with members (spec section 3). */}
          {isMember && article.id !== UNKNOWN_ID ? (
            <>
              <div className="-mt-2 flex justify-end">
                <AlertMeButton about={article.title} prefill={() => alertFormFromStory(article)} labelled />
              </div>
              <MemberReport articleId={article.id} />
            </>
          ) : (
            <VisitorReportTeaser />
          )}
        </ModalPanel>
      )}
    </ModalShell>
  );
}

function MemberReport({ articleId }: { articleId: string }) {
  const state = useReport(articleId);
  if (state.status === "loading") return <LoadingState>Loading report data...</LoadingState>;
  if (state.status === "failed") return <ErrorState>{state.error}</ErrorState>;
  const { report } = state;
  return (
    <>
      {report.noPriceData ? (
        <EmptyState>No price data for this story's tickers.</EmptyState>
      ) : (
        <>
          <StockImpactTracker rows={report.rows} />
          <ReturnsSection report={report} />
        </>
      )}
      <section aria-labelledby="what-happened-last-time" className="space-y-2">
        <h3 id="what-happened-last-time" className="text-xs font-semibold tracking-caps text-ink-muted uppercase">
          What happened last time
        </h3>
        <WhatHappenedLastTime articleId={articleId} />
      </section>
      <footer className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 font-mono text-2xs text-ink-faint tabular-nums">
        <p>Last updated {formatLastUpdated(report.lastUpdated)}</p>
        <ChartAttribution />
      </footer>
    </>
  );
}
