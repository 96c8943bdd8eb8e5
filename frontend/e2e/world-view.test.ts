import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screensAtEverySize } from "./layout-checks";
import { signInAs } from "./sign-in-as";
import { useAppInChromium } from "./use-app-in-chromium";

/** Screenshots of the World View at each size, for a person to look at; outside the repository. */
const screenshotDir = join(tmpdir(), "tradewire-world-view-screens");

describe("the World View, in Chromium", () => {
  // Replayed news, so prices are the bundled replay paths: no network needed.
  const session = useAppInChromium({ SOURCES: "replay", REPLAY_INTERVAL_MS: "600000" });

  /** A fresh page that records every URL it asks for. */
  const openPage = async (viewport = { width: 1366, height: 900 }) => {
    const page = await session.browser.newPage({ viewport });
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    return { page, requested };
  };
  const chart = (page: Page) => page.getByRole("img", { name: /^G10 Performance/ });
  const seriesOnChart = async (page: Page) => Number(await chart(page).getAttribute("data-series-count"));
  const legend = (page: Page) => page.getByRole("list", { name: "Regions" });
  /** A region's toggle, named by its index with the country beside it: "Nikkei 225 (Japan) +1.23%". */
  const regionToggle = (page: Page, region: string) => legend(page).getByRole("button", { name: new RegExp(`\\(${region}\\)`) });

  it("keeps the chart library out of the first load, and brings it with the page", async () => {
    const { page, requested } = await openPage();
    await page.goto(session.app.url);
    await page.getByRole("heading", { level: 1 }).first().waitFor();
    await page.waitForLoadState("networkidle");
    expect(requested.filter((url) => /\/assets\/charts-/.test(url))).toEqual([]);

    await page.getByRole("banner").getByRole("link", { name: "World View" }).click();
    await chart(page).waitFor({ timeout: 30_000 });
    expect(requested.some((url) => /\/assets\/charts-/.test(url))).toBe(true);
    await page.close();
  });

  it("shows a visitor the G10 chart, whose region toggles take lines off and put them back", async () => {
    const { page, requested } = await openPage();
    await page.goto(`${session.app.url}/world-view`);
    await page.getByRole("heading", { name: "G10 Performance" }).waitFor();
    await expect.poll(() => seriesOnChart(page), { timeout: 30_000 }).toBe(11);
    await page.getByText("Replay mode: index levels are simulated from the bundled replay set, not market data.").waitFor();

    const japan = regionToggle(page, "Japan");
    expect(await japan.getAttribute("aria-pressed")).toBe("true");
    await japan.click();
    expect(await japan.getAttribute("aria-pressed")).toBe("false");
    await expect.poll(() => seriesOnChart(page)).toBe(10);
    await regionToggle(page, "Germany").click();
    await expect.poll(() => seriesOnChart(page)).toBe(9);

    // The choice holds across ranges.
    await page.getByRole("group", { name: "Range" }).getByRole("button", { name: "1 year" }).click();
    await page.getByText(/, 1 year$/).waitFor();
    await expect.poll(() => seriesOnChart(page)).toBe(9);
    expect(requested.some((url) => url.endsWith("/report/world?range=1y"))).toBe(true);

    await japan.click();
    expect(await japan.getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => seriesOnChart(page)).toBe(10);
    await page.close();
  });

  it("names each line by its index with the country beside it, and picks out the line whose legend entry is pointed at", async () => {
    const { page } = await openPage();
    await page.goto(`${session.app.url}/world-view`);
    await expect.poll(() => seriesOnChart(page), { timeout: 30_000 }).toBe(11);
    const names = (await legend(page).getByRole("button").allTextContents()).map((text) => text.replace(/[+-]?\d+\.\d{2}%$/, "").trim());
    expect(names).toEqual([
      "BEL 20 (Belgium)",
      "S&P/TSX Composite (Canada)",
      "CAC 40 (France)",
      "DAX (Germany)",
      "FTSE MIB (Italy)",
      "Nikkei 225 (Japan)",
      "AEX (Netherlands)",
      "OMX Stockholm 30 (Sweden)",
      "SMI (Switzerland)",
      "FTSE 100 (United Kingdom)",
      "S&P 500 (United States)",
    ]);

    const plain = await chart(page).screenshot();
    await regionToggle(page, "Japan").hover();
    await expect.poll(() => chart(page).getAttribute("data-highlighted")).toBe("Japan");
    // The chart itself is redrawn (on a frame after the attribute): the other lines fade.
    await expect.poll(async () => (await chart(page).screenshot({ path: join(screenshotDir, "world-view-japan-picked-out.png") })).equals(plain)).toBe(false);
    await page.mouse.move(0, 0);
    await expect.poll(() => chart(page).getAttribute("data-highlighted")).toBeNull();

    // The keyboard picks a line out too.
    await regionToggle(page, "United States").focus();
    await expect.poll(() => chart(page).getAttribute("data-highlighted")).toBe("United States");
    await page.close();
  });

  it("fits a phone, a laptop and a desktop, for a visitor and for a member", async () => {
    const { page } = await openPage();
    await page.goto(`${session.app.url}/world-view`);
    await expect.poll(() => seriesOnChart(page), { timeout: 30_000 }).toBe(11);
    await expect(screensAtEverySize(page, screenshotDir, "world-view-visitor")).resolves.toEqual([]);
    await expect(screensAtEverySize(page, screenshotDir, "world-view-legend", { within: '[aria-label="Regions"]' })).resolves.toEqual([]);

    await signInAs(page, session.app.url, "trader@demo.local");
    await page.goto(`${session.app.url}/world-view`);
    await page.getByRole("table", { name: "Big Five Banks of Canada" }).waitFor({ timeout: 30_000 });
    await expect(screensAtEverySize(page, screenshotDir, "world-view-banks", { within: 'section[aria-labelledby="big-five-banks"]' })).resolves.toEqual([]);
    await page.close();
  });

  it("blurs the banks for a visitor, offers 'Log in to view', and never asks for them", async () => {
    const { page, requested } = await openPage({ width: 390, height: 844 });
    await page.goto(`${session.app.url}/world-view`);
    const banks = page.getByRole("region", { name: "Big Five Banks of Canada" });
    await banks.getByRole("button", { name: "Log in to view" }).waitFor();
    expect(await banks.locator(".blur-sm").count()).toBe(1);
    // The blurred stand-in is hidden from assistive technology: no figures to read out.
    expect(await banks.getByRole("table").count()).toBe(0);
    await expect.poll(() => seriesOnChart(page), { timeout: 30_000 }).toBe(11);
    await page.getByRole("main").getByRole("button", { name: "Get Started" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(requested.filter((url) => url.includes("/api/world/banks"))).toEqual([]);

    await page.getByRole("main").getByRole("link", { name: "News" }).click();
    await page.waitForURL(`${session.app.url}/news`);
    await page.close();
  });

  it("shows a member the five banks' prices and a Dashboard button", async () => {
    const { page, requested } = await openPage();
    await signInAs(page, session.app.url, "trader@demo.local");
    await page.getByRole("banner").getByRole("link", { name: "World View" }).click();
    const table = page.getByRole("table", { name: "Big Five Banks of Canada" });
    await table.waitFor({ timeout: 30_000 });
    const rows = table.locator("tbody tr");
    expect(await rows.count()).toBe(5);
    expect(await table.getByRole("rowheader").allTextContents()).toEqual([
      "RYRoyal Bank of Canada",
      "TDToronto-Dominion Bank",
      "BNSBank of Nova Scotia",
      "BMOBank of Montreal",
      "CMCanadian Imperial Bank of Commerce",
    ]);
    for (const close of await rows.locator("td:nth-child(2)").allTextContents()) expect(Number(close)).toBeGreaterThan(10);
    for (const change of await rows.locator("td:nth-child(3)").allTextContents()) expect(change).toMatch(/^[+-]\d+\.\d{2}%$/);
    await page.getByText("Replay mode: bank prices are simulated from the bundled replay set, not market data.").waitFor();
    expect(await page.getByRole("button", { name: "Log in to view" }).count()).toBe(0);
    expect(requested.some((url) => url.includes("/api/world/banks?range=1mo"))).toBe(true);

    await page.getByRole("main").getByRole("link", { name: "Dashboard" }).click();
    await page.waitForURL(`${session.app.url}/dashboard`);
    await page.close();
  });

  it("says 'Failed to fetch market data' when the report cannot be read", async () => {
    const { page } = await openPage();
    await page.route("**/report/world?*", (route) => route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"internal_error","message":"Internal server error"}' }));
    await page.goto(`${session.app.url}/world-view`);
    await page.getByRole("alert").filter({ hasText: "Failed to fetch market data" }).waitFor({ timeout: 30_000 });
    await page.unroute("**/report/world?*");
    await page.getByRole("button", { name: "Try again" }).click();
    await expect.poll(() => seriesOnChart(page), { timeout: 30_000 }).toBe(11);
    await page.close();
  });
});
