import { HttpError } from "../../http/http-error";

/** A mailing-list provider that has not answered by then is treated as down. */
const PROVIDER_TIMEOUT_MS = 10_000;

/**
 * Hands a sign-up to the external mailing-list form at `url`, the way a browser's form post would
 * (`application/x-www-form-urlencoded`, field `email`). Anything but a 2xx or a redirect is a 502 the
 * reader can retry.
 */
export async function postToMailingList(url: string, email: string): Promise<void> {
  let status: number;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json, text/html;q=0.9" },
      body: new URLSearchParams({ email }).toString(),
      redirect: "manual",
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    });
    await response.body?.cancel();
    status = response.status;
  } catch {
    throw new HttpError(502, "The mailing list could not be reached; please try again later");
  }
  // Hosted list forms answer a post with a redirect to their thank-you page.
  if (status >= 400) throw new HttpError(502, `The mailing list refused the sign-up (HTTP ${status}); please try again later`);
}
