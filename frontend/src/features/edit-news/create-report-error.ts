import { ApiError } from "../../api/api-error";
import { ApiFormatError } from "../../api/api-format-error";
import { createReport } from "./ticker-api";

export const noArticleId = "No article ID available";
export const noSuccessFlag = "API Error: Failed to create report - no success flag in response";

/** Asks the server for a report; null when it was created, otherwise the sentence of spec section 8. */
export async function createReportError(articleId: string | null | undefined): Promise<string | null> {
  if (!articleId) return noArticleId;
  try {
    await createReport(articleId);
    return null;
  } catch (error) {
    // Spec section 5: the report exists only when the answer carries the success flag.
    if (error instanceof ApiFormatError) return noSuccessFlag;
    return `Network/Server Error: ${detailOf(error)}`;
  }
}

function detailOf(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}
