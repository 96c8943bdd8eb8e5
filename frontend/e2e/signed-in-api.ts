import type { Browser, Page } from "playwright-core";
import { accessTokenOf } from "./access-token-of";
import { signInAs } from "./sign-in-as";

/** Calls the app's JSON API as one user; a non-2xx answer throws with the method, path, status and body. */
export type Api = <T>(method: string, path: string, body?: unknown) => Promise<T>;

export function apiWithToken(appUrl: string, token: string): Api {
  return async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${appUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

/** Signs the user in on a page (and browser context) of its own, and calls the API with the token the app got. */
export async function signedInPage(browser: Browser, appUrl: string, email: string): Promise<{ page: Page; api: Api }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await signInAs(page, appUrl, email);
  return { page, api: apiWithToken(appUrl, await accessTokenOf(page)) };
}
