import { Dialog } from "radix-ui";
import type { Article } from "@tradewire/core";
import { formatDateTime } from "../../format/format-date-time";
import { useAuthStore } from "../../stores/auth-store";
import { formatLastUpdated } from "./format-report";
import { ReturnsSection } from "./returns-section";
import { StockImpactTable } from "./stock-impact-table";
import { useReport } from "./use-report";
import { VisitorReportTeaser } from "./visitor-report-teaser";

interface StockReportModalProps {
  /** The story whose report is shown; null keeps the modal closed. */
  article: Article | null;
  onClose: () => void;
}

/** A visitor's stories carry this id; their reports stay with members (spec section 3). */
const visitorArticleId = "unknown";

/** The Stock Report modal of spec section 2: how the story's tickers moved since it broke. */
export function StockReportModal({ article, onClose }: StockReportModalProps) {
  const isMember = useAuthStore((s) => s.status === "authenticated");
  return (
    <Dialog.Root open={article !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-30 bg-canvas/70" />
        {article && (
          <Dialog.Content className="fixed top-1/2 left-1/2 z-40 flex max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-prose -translate-1/2 flex-col gap-4 overflow-y-auto rounded-md border border-line-strong bg-surface p-5 shadow-menu">
            <header className="flex items-start gap-3">
              <div className="min-w-0 flex-1">
                <Dialog.Title className="text-lg font-semibold text-pretty text-ink-strong">{article.title}</Dialog.Title>
                <Dialog.Description className="font-mono text-2xs text-ink-muted tabular-nums">
                  <time dateTime={article.date_published}>{formatDateTime(article.date_published)}</time>
                </Dialog.Description>
              </div>
              <Dialog.Close aria-label="Close" className="rounded-sm px-2 py-0.5 text-lg leading-none text-ink-muted hover:bg-surface-raised hover:text-ink-strong">
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            </header>
            {isMember && article.id !== visitorArticleId ? <MemberReport articleId={article.id} /> : <VisitorReportTeaser />}
          </Dialog.Content>
        )}
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function MemberReport({ articleId }: { articleId: string }) {
  const state = useReport(articleId);
  if (state.status === "loading") return <p role="status" className="text-sm text-ink-muted">Loading report data...</p>;
  if (state.status === "failed") return <p role="alert" className="text-sm text-danger">{state.error}</p>;
  const { report } = state;
  return (
    <>
      <StockImpactTable rows={report.rows} />
      <ReturnsSection report={report} />
      <p className="font-mono text-2xs text-ink-faint tabular-nums">Last updated {formatLastUpdated(report.lastUpdated)}</p>
    </>
  );
}
