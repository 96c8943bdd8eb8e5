import { isNetworkError } from "../../api/is-network-error";

export const maintenanceMessage =
  "We're currently performing system maintenance to improve our services. Please try again in a few minutes.";

/** Spec section 8: a network failure reads as maintenance, anything else names its cause. */
export function newsErrorMessage(error: unknown): string {
  if (isNetworkError(error)) return maintenanceMessage;
  const message = error instanceof Error ? error.message : String(error);
  return `Error loading news: ${message}`;
}
