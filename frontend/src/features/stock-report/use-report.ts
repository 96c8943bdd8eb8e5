import { useEffect, useState } from "react";
import { onReportUpdated } from "../../realtime/report-updated";
import { fetchReport, reportLoadFailed } from "./report-api";
import { presentReport, type PresentedReport } from "./present-report";

export type ReportState =
  | { status: "loading" }
  | { status: "loaded"; report: PresentedReport }
  | { status: "failed"; error: string };

/** Loads an article's report and follows its `report.updated` pushes while the modal is open. */
export function useReport(articleId: string): ReportState {
  const [state, setState] = useState<ReportState>({ status: "loading" });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: "loading" });
    fetchReport(articleId, controller.signal).then(
      (report) => setState({ status: "loaded", report }),
      () => {
        if (!controller.signal.aborted) setState({ status: "failed", error: reportLoadFailed });
      },
    );
    const unfollow = onReportUpdated((update) => {
      if (update.article_id !== articleId) return;
      // A push is newer than whatever the request may still bring back.
      controller.abort();
      setState({ status: "loaded", report: presentReport(update.report) });
    });
    return () => {
      controller.abort();
      unfollow();
    };
  }, [articleId]);

  return state;
}
