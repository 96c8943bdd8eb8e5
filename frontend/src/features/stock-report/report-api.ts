import { reportAnswerSchema } from "@tradewire/core/schemas/reports";
import { apiRequest } from "../../api/client";
import { presentReport, type PresentedReport } from "./present-report";

export const reportLoadFailed = "Failed to fetch report data";

/**
 * GET /api/report/{id}. Spec section 5: accepted only when the answer says success and carries a
 * report; anything else, a failed call included, is the one failure of spec section 8.
 */
export async function fetchReport(articleId: string, signal?: AbortSignal): Promise<PresentedReport> {
  try {
    // The schema accepts only `success: true` with a report: anything else fails here.
    const { report } = await apiRequest(`/api/report/${encodeURIComponent(articleId)}`, { schema: reportAnswerSchema, signal });
    return presentReport(report);
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(reportLoadFailed, { cause: error });
  }
}
