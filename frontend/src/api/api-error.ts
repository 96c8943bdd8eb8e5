import { errorBodySchema } from "@tradewire/core/schemas/api";
import { apiErrorMessage } from "./api-error-message";

/** A non-2xx answer; the message follows spec section 8, status and body stay for callers that need them. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    statusText: string,
    readonly body: string,
  ) {
    super(apiErrorMessage(status, statusText, body));
    this.name = "ApiError";
  }

  /** The sentence the server wrote for people, when the body is the API's error shape. */
  get serverMessage(): string | null {
    let json: unknown;
    try {
      json = JSON.parse(this.body);
    } catch {
      return null;
    }
    const parsed = errorBodySchema.safeParse(json);
    return parsed.success ? parsed.data.message : null;
  }
}

/** The server's own sentence for a failed request (a list is full, a symbol is not listed), else the fallback. */
export const serverMessageOr = (error: unknown, fallback: string): string => (error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback);
