import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANDING_GZIP_BUDGET_BYTES, ROUTE_PAGES, routeBundleSizes } from "../../scripts/src/bench/route-bundle-sizes";
import { launchChromium, startAppProcess, type AppProcess } from "./app-process";

/** The build the global setup just made of the frontend as it is now. */
const dist = fileURLToPath(new URL("../dist", import.meta.url));

describe("the landing page over the wire, from the production build", () => {
  let app: AppProcess;
  let browser: Browser;
  const landing = () => routeBundleSizes(dist).find((size) => size.route === "/")!;

  beforeAll(async () => {
    [app, browser] = await Promise.all([startAppProcess(), launchChromium()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it(`sends at most ${LANDING_GZIP_BUDGET_BYTES / 1000} kB of gzip JavaScript before the landing page's first paint`, () => {
    expect(landing().firstPaintGzip).toBeLessThanOrEqual(LANDING_GZIP_BUDGET_BYTES);
  });

  it("loads in the browser the scripts the budget counts, and none of another page's", async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname.slice(1));
    });
    await page.goto(app.url, { waitUntil: "networkidle" });
    expect(scripts).toEqual(expect.arrayContaining(landing().firstPaintFiles));
    const pageChunks = ROUTE_PAGES.flatMap(({ page: module }) => (module ? [module.split("/").at(-1)!.replace(".tsx", "-")] : []));
    expect(scripts.filter((script) => pageChunks.some((chunk) => script.startsWith(`assets/${chunk}`)))).toEqual([]);
    await page.close();
  });

  it("answers the page's scripts as brotli copies cached for a year, and index.html as no-cache", async () => {
    const html = await fetch(app.url, { headers: { accept: "text/html", "accept-encoding": "br" } });
    expect(html.headers.get("content-encoding")).toBe("br");
    expect(html.headers.get("cache-control")).toBe("no-cache");
    const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(await html.text())![1]!;

    const script = await fetch(`${app.url}${entry}`, { headers: { "accept-encoding": "br" } });
    expect(script.status).toBe(200);
    expect(script.headers.get("content-encoding")).toBe("br");
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(script.headers.get("vary")).toMatch(/accept-encoding/i);
  });
});
