import { deskAnswerSchema } from "@tradewire/core/schemas/desk";
import { apiRequest } from "../../api/client";
import { ApiError } from "../../api/api-error";

/** Premium only: the server answers a free member 403, so only a premium member's chat calls this. */
export const askTheDesk = (question: string, signal?: AbortSignal) =>
  apiRequest("/api/desk/ask", { method: "POST", body: { question }, schema: deskAnswerSchema, signal });

/** Why a question got no answer, in words for the member; `needsPlan` when the server says their plan does not include it. */
export interface DeskFailure {
  message: string;
  needsPlan: boolean;
}

export function deskFailureOf(error: unknown): DeskFailure {
  const fallback = "The desk could not answer just now. Try again in a moment.";
  if (!(error instanceof ApiError)) return { message: fallback, needsPlan: false };
  return { message: error.serverMessage ?? fallback, needsPlan: error.status === 403 };
}
