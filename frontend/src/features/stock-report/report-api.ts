import type { Report } from "@tradewire/core";
import { apiRequest } from "../../api/client";
import { presentReport, type PresentedReport } from "./present-report";

export const reportLoadFailed = "Failed to fetch report data";

/**
 * GET /api/report/{id}. Spec section 5: accepted only when the answer says success and carries a
 * report; anything else, a failed call included, is the one failure of spec section 8.
 */
export async function fetchReport(articleId: string, signal?: AbortSignal): Promise<PresentedReport> {
  let answer: { success?: unknown; report?: Report } | null;
  try {
    answer = await apiRequest(`/api/report/${encodeURIComponent(articleId)}`, { signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(reportLoadFailed, { cause: error });
  }
  if (answer?.success !== true || !answer.report) throw new Error(reportLoadFailed);
  try {
    return presentReport(answer.report);
  } catch (error) {
    throw new Error(reportLoadFailed, { cause: error });
  }
}
