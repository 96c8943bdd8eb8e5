import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Alert, PredictionEvent } from "@tradewire/core";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, loopbackAppEnv, startAppProcess, type AppProcess } from "./app-process";
import { screensAtEverySize } from "./layout-checks";
import { addWebhookChannel } from "./manage-channels";
import { signedInPage } from "./signed-in-api";
import { alertDeliveriesOf, startWebhookReceiver, type WebhookReceiver } from "./webhook-receiver";

const POLYMARKET = new URL("../../../shared/fixtures/external/polymarket/", import.meta.url);
const fixture = (name: string) => JSON.parse(readFileSync(new URL(name, POLYMARKET), "utf8")) as Record<string, unknown>;
/**
 * Gamma's first market in the fixture, open until the end of 2026: its Yes price is the test's to move. Its id is
 * one no bundled replay story links to (the fixture's own, 874120, is one the replay set uses for another question).
 */
const market: Record<string, unknown> = { ...(fixture("gamma_markets_keyset.json").markets as Record<string, unknown>[])[0], id: "990001" };
const QUESTION = market.question as string;

/** Screenshots for a person to look at; outside the repository. */
const screenshotDir = join(tmpdir(), "tradewire-market-move-screens");
// Polymarket is a loopback server answering in Gamma's and the CLOB's real formats (the fixtures), with a Yes price the
// test moves; the one news feed there is quiet and Kalshi answers 404.
describe("a probability-move alert, in Chromium", () => {
  let app: AppProcess;
  let browser: Browser;
  let platform: Server;
  let receiver: WebhookReceiver;
  let dir: string;
  let yes = 0.4;

  beforeAll(async () => {
    platform = createServer((request, response) => {
      const path = new URL(request.url ?? "/", "http://127.0.0.1").pathname;
      const answer = (body: unknown) => response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
      // An empty but healthy news feed: the feed stays live, so no replayed story links markets of its own.
      if (path === "/wire.xml") response.writeHead(200, { "content-type": "application/rss+xml" }).end('<?xml version="1.0"?><rss version="2.0"><channel><title>Quiet Wire</title></channel></rss>');
      else if (path === "/markets/keyset") answer({ markets: [{ ...market, outcomePrices: JSON.stringify([String(yes), String(Math.round((1 - yes) * 1000) / 1000)]) }] });
      else if (path === "/prices-history") answer(fixture("clob_prices_history.json"));
      else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => platform.listen(0, "127.0.0.1", resolve));
    const local = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
    dir = mkdtempSync(join(tmpdir(), "tradewire-e2e-moves-"));
    const sourcesFile = join(dir, "sources.json");
    writeFileSync(sourcesFile, JSON.stringify({ sources: [{ id: "quiet-wire", name: "Quiet Wire", format: "rss", url: `${local}/wire.xml`, intervalSeconds: 60, wire: true }] }));
    receiver = await startWebhookReceiver(200);
    [app, browser] = await Promise.all([
      startAppProcess({ ...loopbackAppEnv(local, sourcesFile), MARKETS_INTERVAL_MS: "1000" }),
      launchChromium(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await receiver?.close();
    await new Promise((resolve) => platform?.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it("made from a market's Alert me, delivers a move of that market once, however far the move goes on", async () => {
    const { page, api } = await signedInPage(browser, app.url, "admin@demo.local");
    await page.goto(`${app.url}/dashboard`);
    await addWebhookChannel(page, "Odds hook", receiver.url);

    await page.goto(`${app.url}/prediction-markets`);
    await page.getByRole("button", { name: `Show price history: ${QUESTION}` }).click();
    await page.getByRole("button", { name: `Alert me on ${QUESTION}` }).waitFor();
    await expect(screensAtEverySize(page, screenshotDir, "market-row-open")).resolves.toEqual([]);
    await page.getByRole("button", { name: `Alert me on ${QUESTION}` }).click();
    const form = page.getByRole("dialog", { name: "New Alert" });
    await form.getByText(`Only “${QUESTION}”.`, { exact: false }).waitFor();
    await form.getByLabel("Market alert").waitFor();
    expect(await form.getByLabel("Market alert").inputValue()).toBe("probability_move");
    await expect(screensAtEverySize(page, screenshotDir, "market-new-alert")).resolves.toEqual([]);
    await form.getByLabel("Channel").selectOption({ label: "Odds hook (webhook)" });
    await form.getByLabel("Move of at least (points)").fill("5");
    await form.getByLabel("Within (minutes)").fill("30");
    await form.getByLabel("Direction").selectOption("up");
    await form.getByRole("button", { name: "Create Alert" }).click();
    await form.waitFor({ state: "detached" });
    const [alert] = await api<Alert[]>("GET", "/api/alert/alert");
    expect(alert!.conditions).toEqual(["Probability moves 5 points up within 30 minutes", `Market: ${QUESTION}`]);

    const delivered = () => alertDeliveriesOf(receiver, alert!.alert_id);
    /** Sets the Yes price Polymarket answers and waits until the app has read it. */
    const movePriceTo = async (price: number) => {
      yes = price;
      await expect
        .poll(async () => (await api<PredictionEvent[]>("GET", "/api/prediction/events")).find((each) => each.question === QUESTION)?.probability, { timeout: 30_000, interval: 250 })
        .toBe(price);
    };
    // 40 to 41 (the first price stored once the alert watches): a point, not yet a move; then 47: six points up
    // within the half hour, delivered.
    await movePriceTo(0.41);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(delivered()).toHaveLength(0);
    await movePriceTo(0.47);
    await expect.poll(() => delivered().length, { timeout: 30_000, interval: 250 }).toBe(1);
    expect(delivered()[0]!.data.item.title).toBe(QUESTION);
    expect(delivered()[0]!.data.alert.reasons).toEqual(["moved 6 points within 30 min"]);
    // It goes on up: the same move, not sent again.
    await movePriceTo(0.49);
    await movePriceTo(0.52);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(delivered()).toHaveLength(1);
    await page.close();
  }, 120_000);
});
