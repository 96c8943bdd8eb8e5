/**
 * The message of a failed call, as spec section 8 words it: the status code, a colon and a
 * space, then the response body, or the status text when the body is empty.
 */
export function apiErrorMessage(status: number, statusText: string, body: string): string {
  return `${status}: ${body.trim() === "" ? statusText : body}`;
}
