import type { Page } from "playwright-core";

/** Signs in through the real login page of the built-in provider and waits for /dashboard. */
export async function signInAs(page: Page, appUrl: string, email: string) {
  // The DOM, not every resource: on a loaded CI machine the landing page's "load" took over 30 s once.
  await page.goto(appUrl, { waitUntil: "domcontentloaded", timeout: 60_000 });
  await page.getByRole("banner").getByRole("button", { name: "Get Started" }).click();
  await page.waitForURL(/\/signin\//);
  await page.getByText(email).waitFor();
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("demo");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(`${appUrl}/dashboard`);
}
