import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, startAppProcess, type AppProcess } from "./app-process";

describe("signing in through the real login page, in Chromium", () => {
  let app: AppProcess;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startAppProcess(), launchChromium()]);
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const header = () => page.getByRole("banner");

  it("shows the signed-out header to a visitor", async () => {
    await page.goto(app.url);
    await expect.poll(() => header().getByRole("button", { name: "Get Started" }).isVisible()).toBe(true);
    expect(await header().getByRole("link", { name: "Dashboard" }).count()).toBe(0);
  });

  it("signs trader@demo.local in on the login page that names the demo accounts and lands on /dashboard", async () => {
    await header().getByRole("button", { name: "Get Started" }).click();
    await page.waitForURL(/\/signin\//);
    await page.getByText("admin@demo.local").waitFor();
    expect(await page.getByText("admin@demo.local").isVisible()).toBe(true);
    expect(await page.getByText("trader@demo.local").isVisible()).toBe(true);

    await page.getByLabel("E-mail").fill("trader@demo.local");
    await page.getByLabel("Password").fill("wrong");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect.poll(() => page.getByRole("alert").textContent()).toContain("Wrong e-mail or password");

    await page.getByLabel("Password").fill("demo");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${app.url}/dashboard`);
    await expect.poll(() => page.getByText("Demo Trader").first().isVisible()).toBe(true);
    await expect.poll(() => header().getByRole("link", { name: "Dashboard" }).isVisible()).toBe(true);
  });

  it("is still signed in after a reload", async () => {
    await page.reload();
    await expect.poll(() => header().getByRole("link", { name: "Dashboard" }).isVisible()).toBe(true);
    expect(page.url()).toBe(`${app.url}/dashboard`);
  });

  it("receives the live heartbeat over the socket", async () => {
    await expect.poll(() => page.getByText(/Live/).first().isVisible(), { timeout: 30_000 }).toBe(true);
  });

  it("signs out back to the signed-out header", async () => {
    await page.getByRole("button", { name: /Demo Trader/ }).click();
    // Signing out ends the provider's session too: wait for that round trip, not for the first stop at /.
    const providerSignedOut = page.waitForResponse((response) => response.url().includes("/oidc/session/end/confirm"));
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await providerSignedOut;
    await page.waitForURL(`${app.url}/`);
    await expect.poll(() => header().getByRole("button", { name: "Get Started" }).isVisible()).toBe(true);
    await page.goto(`${app.url}/dashboard`);
    await page.waitForURL(`${app.url}/`);
  });

  it("shows the not-found page on an unknown path", async () => {
    await page.goto(`${app.url}/no/such/page`);
    await expect.poll(() => page.getByRole("heading", { name: "404 Page Not Found" }).isVisible()).toBe(true);
    expect(await page.getByText("Did you forget to add the page to the router?").isVisible()).toBe(true);
  });
});
