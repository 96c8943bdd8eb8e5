import type { Page } from "playwright-core";

/** The access token the app keeps for the signed-in user (oidc-client-ts stores it in local storage). */
export async function accessTokenOf(page: Page): Promise<string> {
  const { origins } = await page.context().storageState();
  const stored = origins.flatMap((origin) => origin.localStorage).find((item) => item.name.startsWith("oidc.user:"));
  if (!stored) throw new Error("no signed-in user in local storage");
  return (JSON.parse(stored.value) as { access_token: string }).access_token;
}
