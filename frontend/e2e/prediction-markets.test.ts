import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, startAppProcess, type AppProcess } from "./app-process";
import { changedByPush } from "./changed-by-push";
import { screensAtEverySize, screenSizes } from "./layout-checks";
import { signInAs } from "./sign-in-as";

const screenshotDir = join(tmpdir(), "tradewire-prediction-markets-screens");

describe("the Prediction Markets page, in Chromium", () => {
  let app: AppProcess;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    // Replay markets, re-priced every 2 s so a pushed price change arrives well within the 30 s refresh.
    [app, browser] = await Promise.all([startAppProcess({ SOURCES: "replay", REPLAY_INTERVAL_MS: "600000", MARKETS_INTERVAL_MS: "2000" }), launchChromium()]);
    page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signInAs(page, app.url, "trader@demo.local");
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const table = () => page.getByRole("table", { name: "Prediction markets" });
  const header = (name: string) => table().getByRole("columnheader", { name: new RegExp(`^${name}`) });
  /** The figures of one column, as shown, top to bottom. */
  const column = async (index: number) => table().locator(`tbody tr td:nth-child(${index})`).allTextContents();
  const volumes = async () => (await column(4)).map((text) => Number.parseFloat(text) * ({ K: 1e3, M: 1e6, B: 1e9 }[text.at(-1)!] ?? 1));

  it("sorts by volume by default, toggles the active column, and starts another column descending", async () => {
    await page.goto(`${app.url}/prediction-markets`);
    await table().waitFor();
    // The heartbeat says where the markets come from.
    await page.getByText("Replay mode: markets from the bundled replay set, with simulated prices.").waitFor({ timeout: 30_000 });
    expect(await header("Volume").getAttribute("aria-sort")).toBe("descending");
    const descending = await volumes();
    expect(descending.length).toBeGreaterThanOrEqual(40);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));

    await header("Volume").getByRole("button").click();
    expect(await header("Volume").getAttribute("aria-sort")).toBe("ascending");
    expect(await volumes()).toEqual([...descending].sort((a, b) => a - b));

    await header("Question").getByRole("button").click();
    expect(await header("Question").getAttribute("aria-sort")).toBe("descending");
    const questions = await table().locator("tbody tr td:first-child a").allTextContents();
    expect(questions).toEqual([...questions].sort((a, b) => b.localeCompare(a, "en", { sensitivity: "base", numeric: true })));
    await header("Volume").getByRole("button").click();
    expect(await header("Volume").getAttribute("aria-sort")).toBe("descending");
  });

  it("opens the feature-request dialog with two community links in new tabs", async () => {
    await page.getByRole("button", { name: "Send us feature requests" }).click();
    const dialog = page.getByRole("dialog", { name: "Choose Platform" });
    await dialog.getByText("Select where you'd like to request features or get support:").waitFor();
    const links = dialog.getByRole("link");
    expect(await links.count()).toBe(2);
    for (const target of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("target")))) expect(target).toBe("_blank");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
  });

  it("changes a row's price when a push says so, without reloading the page or the table", async () => {
    await page.evaluate("window.stillThisPage = true");
    const tableLoads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/prediction/events")) tableLoads.push(request.url());
    });
    // A replay price moves by a tenth of a point every few seconds across the table, which the 24h column
    // shows; the whole-percent Yes column can hold still for minutes, depending on the hour of the run.
    const pricesShown = async () => {
      const [yes, change] = await Promise.all([column(2), column(3)]);
      return yes.map((price, index) => `${price} ${change[index]}`);
    };
    // The page also reloads the table every 30 s, which a slow run can reach: only a change with no load between
    // two readings counts.
    await expect.poll(changedByPush(pricesShown, tableLoads), { timeout: 60_000, interval: 250 }).toBe(true);
    expect(await page.evaluate("window.stillThisPage")).toBe(true);
    // A changed Yes price lights up (the 24h column can move first, from the price a day before).
    await expect.poll(() => table().locator("[data-flash]").count(), { timeout: 25_000, interval: 250 }).toBeGreaterThan(0);
  });

  it("puts a row's watchlist heart in view on a phone, and the hearted market on the member's dashboard watchlist", async () => {
    await page.setViewportSize(screenSizes.phone);
    // The row found again by its question: pushes re-sort the table by volume, so the first row can change.
    const first = table().getByRole("button", { name: /^Add to watchlist: / }).first();
    const question = (await first.getAttribute("aria-label"))!.replace(/^Add to watchlist: /, "");
    const heart = table().getByRole("button", { name: `Add to watchlist: ${question}`, exact: true });
    const box = (await heart.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(screenSizes.phone.width);
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(screenSizes.phone.width);
    await heart.click();
    await page.getByText("Watchlist updated", { exact: true }).waitFor();
    expect(await table().getByRole("button", { name: `Remove from watchlist: ${question}` }).getAttribute("aria-pressed")).toBe("true");
    // A price that changes flashes its cell; axe judges the rows as they settle, not mid-flash.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(screensAtEverySize(page, screenshotDir, "prediction-markets")).resolves.toEqual([]);

    // The trader is on the free plan: the heart is theirs, and so is the dashboard's Watchlist.
    await page.goto(`${app.url}/dashboard`);
    await page.getByRole("region", { name: "Watchlist", exact: true }).getByRole("link", { name: question }).waitFor();
    await page.goto(`${app.url}/prediction-markets`);
    await table().waitFor();
  });

  it("opens a row to its price history chart", async () => {
    await table().getByRole("button", { name: /^Show price history/ }).first().click();
    await page.getByRole("img", { name: /^Price of Yes over the last 24 hours/ }).waitFor({ timeout: 30_000 });
  });
});
