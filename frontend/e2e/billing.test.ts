import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, startAppProcess, type AppProcess } from "./app-process";
import { signInAs } from "./sign-in-as";

describe("the billing page, in Chromium", () => {
  let app: AppProcess;
  let browser: Browser;
  let traderContext: BrowserContext;
  let adminContext: BrowserContext;
  let trader: Page;
  let admin: Page;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startAppProcess(), launchChromium()]);
    [traderContext, adminContext] = await Promise.all([
      browser.newContext({ viewport: { width: 1366, height: 900 } }),
      browser.newContext({ viewport: { width: 1366, height: 900 } }),
    ]);
    [trader, admin] = await Promise.all([traderContext.newPage(), adminContext.newPage()]);
    await signInAs(trader, app.url, "trader@demo.local");
    await signInAs(admin, app.url, "admin@demo.local");
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const card = (name: string) => trader.getByRole("article", { name });
  const thankYou = () => trader.getByRole("dialog", { name: "Thank You for Your Interest!" });

  /** The admin's list, as the admin page shows it: one row per intent, newest first. */
  const listedIntents = async () => {
    await admin.goto(`${app.url}/admin/subscriptions`);
    const table = admin.getByRole("table", { name: "Subscription intents" });
    await table.or(admin.getByText("No subscription intents yet.")).waitFor();
    if (!(await table.isVisible())) return [];
    return Promise.all((await table.locator("tbody tr").all()).map((row) => row.locator("td").allTextContents()));
  };
  const subscribeAnswered = () => trader.waitForResponse((response) => response.url().endsWith("/api/users/subscribe") && response.request().method() === "POST");

  it("shows a free user the four plans, with the free plan's button disabled as 'Current Plan'", async () => {
    await trader.goto(`${app.url}/billing`);
    await trader.getByRole("heading", { name: "Choose Your Plan", level: 1 }).waitFor();
    expect(await trader.getByRole("article").count()).toBe(4);
    const free = card("Free").getByRole("button");
    expect(await free.textContent()).toBe("Current Plan");
    expect(await free.isDisabled()).toBe(true);
    expect(await card("Premium Monthly").getByText("Most Popular").isVisible()).toBe(true);
    expect(await card("Premium Yearly").getByText("save $30/year, 2 months free").isVisible()).toBe(true);
    expect(await card("Lifetime").getByText("first 1000 backers only").isVisible()).toBe(true);
    expect(await trader.getByText("30-day money-back guarantee").isVisible()).toBe(true);
  });

  it("thanks the user for a paid plan and records exactly one intent, which the admin page lists", async () => {
    const answered = subscribeAnswered();
    await card("Premium Monthly").getByRole("button", { name: "Choose Premium Monthly" }).click();
    await thankYou().waitFor();
    expect((await answered).status()).toBe(200);
    expect(await thankYou().getByRole("button", { name: "Dashboard" }).isVisible()).toBe(true);
    await thankYou().getByRole("button", { name: "Close" }).click();
    await thankYou().waitFor({ state: "detached" });

    const rows = await listedIntents();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(1)).toEqual([expect.stringContaining("trader@demo.local"), "Premium Monthly", "free"]);
  });

  it("still thanks the user when the call fails, and records nothing more", async () => {
    await trader.route("**/api/users/subscribe", (route) => route.abort("failed"));
    await card("Lifetime").getByRole("button", { name: "Choose Lifetime" }).click();
    await thankYou().waitFor();
    await thankYou().getByRole("button", { name: "Continue Exploring" }).click();
    await thankYou().waitFor({ state: "detached" });
    await trader.unroute("**/api/users/subscribe");

    const answered = subscribeAnswered();
    await card("Premium Yearly").getByRole("button", { name: "Choose Premium Yearly" }).click();
    await thankYou().getByRole("button", { name: "Dashboard" }).click();
    await trader.waitForURL(`${app.url}/dashboard`);
    expect((await answered).status()).toBe(200);

    expect((await listedIntents()).map((row) => row[2])).toEqual(["Premium Yearly", "Premium Monthly"]);
  });

  it("links the admin page from the admin's user menu only, and keeps it from members", async () => {
    await admin.goto(`${app.url}/dashboard`);
    await admin.getByRole("button", { name: "Demo Admin" }).click();
    await admin.getByRole("menuitem", { name: "Subscription Intents" }).click();
    await admin.waitForURL(`${app.url}/admin/subscriptions`);
    await admin.getByRole("heading", { name: "Subscription Intents" }).waitFor();

    await trader.getByRole("button", { name: "Demo Trader" }).click();
    await trader.getByRole("menuitem", { name: "Sign Out" }).waitFor();
    expect(await trader.getByRole("menuitem", { name: "Subscription Intents" }).count()).toBe(0);
    await trader.keyboard.press("Escape");
    await trader.goto(`${app.url}/admin/subscriptions`);
    await trader.getByText("Admin rights required").waitFor();
    expect(await trader.getByRole("table").count()).toBe(0);
  });
});
