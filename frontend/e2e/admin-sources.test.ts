/// <reference lib="dom" />
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, startAppProcess, type AppProcess } from "./app-process";
import { signInAs } from "./sign-in-as";

/** One stamped story (published an hour ago) and one the feed sends without a publication time. */
const feed = () => `<?xml version="1.0"?><rss version="2.0"><channel><title>Fixture Wire</title>
  <item><title>EU retaliates with tariffs on US bourbon</title><link>https://www.ft.com/content/eu-bourbon</link>
    <pubDate>${new Date(Date.now() - 3_600_000).toUTCString()}</pubDate></item>
  <item><title>Canada answers steel tariffs with levies of its own</title><link>https://www.bbc.co.uk/news/canada-levies</link></item>
</channel></rss>`;

describe("the admin sources page, in Chromium", () => {
  let app: AppProcess;
  let browser: Browser;
  let feedServer: Server;
  let dir: string;
  let admin: Page;
  let trader: Page;

  beforeAll(async () => {
    feedServer = createServer((request, response) => {
      if (request.url === "/wire.xml") response.writeHead(200, { "content-type": "application/rss+xml" }).end(feed());
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => feedServer.listen(0, "127.0.0.1", resolve));
    const local = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
    dir = mkdtempSync(join(tmpdir(), "tradewire-e2e-sources-"));
    const sourcesFile = join(dir, "sources.json");
    writeFileSync(sourcesFile, JSON.stringify({ sources: [{ id: "fixture-wire", name: "Fixture Wire", format: "rss", url: `${local}/wire.xml`, intervalSeconds: 60, wire: true }] }));
    // Live polling of the loopback feed; the market platforms point at it too and fail fast (404), as offline.
    [app, browser] = await Promise.all([
      startAppProcess({ SOURCES: "live", SOURCES_FILE: sourcesFile, PRICE_SOURCE: "replay", POLYMARKET_GAMMA_URL: local, POLYMARKET_CLOB_URL: local, KALSHI_API_URL: local }),
      launchChromium(),
    ]);
    const newPage = async () => (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    [admin, trader] = await Promise.all([newPage(), newPage()]);
    await signInAs(admin, app.url, "admin@demo.local");
    await signInAs(trader, app.url, "trader@demo.local");
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await new Promise((resolve) => feedServer?.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  const rowOf = (page: Page, name: string) => page.getByRole("table", { name: "Polled sources" }).getByRole("row").filter({ hasText: name });

  it("lists each polled source for an admin: last poll, status, stories, and why a delay is not measured", async () => {
    await admin.getByRole("button", { name: "Demo Admin" }).click();
    await admin.getByRole("menuitem", { name: "Sources" }).click();
    await admin.waitForURL(`${app.url}/admin/sources`);
    await admin.getByRole("heading", { name: "Sources", level: 1 }).waitFor();
    await admin.getByRole("columnheader", { name: "p90 delay (goal ≤ 90 s)" }).waitFor();

    // The feed's first poll comes within 15 s of start, at its own offset; the page reads every 30 s, so reload.
    const wire = rowOf(admin, "Fixture Wire");
    for (let tries = 0; !(await wire.getByText("Healthy").isVisible()) && tries < 40; tries++) {
      await admin.waitForTimeout(500);
      await admin.reload();
      await admin.getByRole("table", { name: "Polled sources" }).or(admin.getByText("No source has been polled yet.")).waitFor();
    }
    const cells = await wire.getByRole("cell").allInnerTexts();
    expect(cells[0]).toContain("fixture-wire · every 60 s");
    expect(cells[1]).toMatch(/^\d+ s ago$/);
    expect(cells[2]).toBe("Healthy");
    // Both stories counted; neither measured: one has no publication time, the other came with the first poll.
    expect(cells[3]).toMatch(/^2\s+1 without a publication time, 1 backlog$/);
    expect(cells[4]).toBe("Backlog only");

    const polymarket = await rowOf(admin, "polymarket").getByRole("cell").allInnerTexts();
    expect(polymarket[2]).toMatch(/^Failing \(\d+\)/);
    expect(polymarket[4]).toBe("Not a news feed");
  });

  it("keeps the page and its menu item from a member", async () => {
    await trader.getByRole("button", { name: "Demo Trader" }).click();
    await trader.getByRole("menuitem", { name: "Sign Out" }).waitFor();
    expect(await trader.getByRole("menuitem", { name: "Sources" }).count()).toBe(0);
    await trader.keyboard.press("Escape");

    const answered = trader.waitForResponse((response) => response.url().endsWith("/api/sources"), { timeout: 3_000 }).catch(() => null);
    await trader.goto(`${app.url}/admin/sources`);
    await trader.getByText("Admin rights required").waitFor();
    expect(await trader.getByRole("table").count()).toBe(0);
    expect(await answered).toBeNull();
    // Asked directly, the server refuses too.
    const status = await trader.evaluate(async () => {
      const token = Object.entries(localStorage).find(([key]) => key.startsWith("oidc.user:"))?.[1];
      const accessToken = token ? (JSON.parse(token) as { access_token: string }).access_token : "";
      return (await fetch("/api/sources", { headers: { authorization: `Bearer ${accessToken}` } })).status;
    });
    expect(status).toBe(403);
  });
});
