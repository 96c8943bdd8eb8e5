import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Page } from "playwright-core";
import { spawnAppProcess } from "../faults/app-process";
import { freePort, waitFor } from "../faults/free-port";
import { fmt, replayAppEnv, report } from "./measure";

/** What the benchmark uses of the map the page hands to automated browsers (window.__middleEastMap). */
interface MapHandle {
  panBy(offset: [number, number], options: { duration: number }): void;
  easeTo(options: { zoom: number; duration: number }): void;
  jumpTo(options: { center: [number, number]; zoom: number }): void;
  getStyle(): { layers: { id: string }[] };
  setLayoutProperty(layer: string, name: string, value: string): void;
  once(event: string, listener: () => void): void;
}
type MapWindow = { __middleEastMap: MapHandle };

const ROUNDS = 3;

/** Frames the page paints per second (requestAnimationFrame) while the map pans 400×200 px and zooms to 5. */
const panAndZoomFps = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const map = (globalThis as unknown as MapWindow).__middleEastMap;
        map.jumpTo({ center: [47, 30], zoom: 4 });
        let frames = 0;
        let counting = true;
        const tick = () => {
          if (!counting) return;
          frames += 1;
          requestAnimationFrame(tick);
        };
        const began = performance.now();
        requestAnimationFrame(tick);
        map.panBy([400, 200], { duration: 1500 });
        map.once("moveend", () => {
          map.easeTo({ zoom: 5, duration: 1000 });
          map.once("moveend", () => {
            counting = false;
            resolve(frames / ((performance.now() - began) / 1000));
          });
        });
      }),
  );

/** Shows only the plain background, or every layer again. */
const showOnlyBackground = (page: Page, only: boolean) =>
  page.evaluate((hide) => {
    const map = (globalThis as unknown as MapWindow).__middleEastMap;
    for (const layer of map.getStyle().layers) if (layer.id !== "background") map.setLayoutProperty(layer.id, "visibility", hide ? "none" : "visible");
  }, only);

/**
 * The Israel-Iran map's frame rate while it pans and zooms with every layer on (92 markers, the lines, the outlines,
 * replayed news beside it), against the same moves with only the background drawn, in the same page, alternating, on
 * Debian's Chromium (software WebGL on a machine without a GPU). The aim is 30 frames/s on a machine with a GPU; the
 * ratio says what the layers cost over any map at all.
 */
export async function benchMap() {
  const tiles = createServer((_request, response) => response.writeHead(404, { "access-control-allow-origin": "*" }).end());
  await new Promise<void>((resolve) => tiles.listen(0, "127.0.0.1", resolve));
  const dataDir = mkdtempSync(join(tmpdir(), "tradewire-bench-map-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = spawnAppProcess(
    "map app",
    "scripts/src/start.ts",
    [],
    {
      ...replayAppEnv(port, dataDir),
      REACTIONS_OFF: "true",
      MOVES_OFF: "true",
      CALENDAR_OFF: "true",
      MAP_TILE_URL: `http://127.0.0.1:${(tiles.address() as AddressInfo).port}/osm/{z}/{x}/{y}.png`,
    },
    join(dataDir, "app.log"),
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  try {
    await waitFor("the app's /healthz", async () => ((await fetch(`${url}/healthz`)).ok ? true : undefined), 150_000);
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    // tsx compiles this file keeping function names, through a helper (__name) the functions handed to the page call.
    await page.addInitScript("globalThis.__name = (target) => target");
    await page.goto(`${url}/israel-iran-view`);
    await page.locator("[data-map-state=ready]").waitFor({ state: "attached", timeout: 60_000 });
    await page.waitForTimeout(1_000);
    const layered: number[] = [];
    const bare: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      layered.push(await panAndZoomFps(page));
      await showOnlyBackground(page, true);
      bare.push(await panAndZoomFps(page));
      await showOnlyBackground(page, false);
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    const [withLayers, backgroundOnly] = [median(layered), median(bare)];
    report("map pan and zoom, every layer (frames/s)", fmt(withLayers, 1), "background only", fmt(backgroundOnly, 1), withLayers / backgroundOnly);
  } catch (error) {
    console.error(app.tail());
    throw error;
  } finally {
    await browser.close();
    app.kill("SIGTERM");
    await app.exited;
    await new Promise((resolve) => tiles.close(resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
