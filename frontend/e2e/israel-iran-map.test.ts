import { mkdirSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { fileURLToPath } from "node:url";
import { inflateSync } from "node:zlib";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LngLat, MapPlace } from "../src/features/middle-east/map-data-types";
import { countryOutlines, mapLines, places, placesByGroup } from "../src/features/middle-east/map-data";
import { launchChromium, startAppProcess, type AppProcess } from "./app-process";
import { layoutProblems, screenSizes, seriousAxeFindings } from "./layout-checks";

const artifacts = fileURLToPath(new URL("../../test-results/", import.meta.url));
const title = "Proxy War and Possible targets";

/** What the tests use of the map the page hands to automated browsers (window.__middleEastMap). */
interface MapHandle {
  jumpTo(options: { center: LngLat; zoom: number }): void;
  panBy(offset: [number, number], options: { duration: number }): void;
  getZoom(): number;
  isMoving(): boolean;
  easeTo(options: { zoom: number; duration: number }): void;
  project(lngLat: LngLat): { x: number; y: number };
  once(event: string, listener: () => void): void;
  on(event: string, listener: () => void): void;
  off(event: string, listener: () => void): void;
  triggerRepaint(): void;
  isSourceLoaded(id: string): boolean;
}
type MapWindow = { __middleEastMap: MapHandle };

/** Decodes the 8-bit RGB(A) PNG that page.screenshot writes, into RGBA pixels. */
function decodePng(png: Buffer): { width: number; height: number; rgba: Uint8Array } {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 4;
  const data: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("ascii", offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      channels = body[9] === 6 ? 4 : 3;
    } else if (type === "IDAT") data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const pixels = new Uint8Array(height * stride);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x += 1) {
      const value = raw[y * (stride + 1) + 1 + x]!;
      const left = x >= channels ? pixels[y * stride + x - channels]! : 0;
      const up = y > 0 ? pixels[(y - 1) * stride + x]! : 0;
      const upLeft = x >= channels && y > 0 ? pixels[(y - 1) * stride + x - channels]! : 0;
      const paeth = () => {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        return pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      };
      const predictor = [0, left, up, (left + up) >> 1, paeth()][filter]!;
      pixels[y * stride + x] = (value + predictor) & 0xff;
    }
  }
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    rgba.set(pixels.subarray(i * channels, i * channels + 3), i * 4);
    rgba[i * 4 + 3] = channels === 4 ? pixels[i * channels + 3]! : 255;
  }
  return { width, height, rgba };
}

/** How many pixels of a screenshot are (nearly) the given colour. */
function pixelsOfColour(png: Buffer, colour: [number, number, number]): number {
  const { rgba } = decodePng(png);
  let count = 0;
  for (let i = 0; i < rgba.length; i += 4) {
    if (Math.abs(rgba[i]! - colour[0]) + Math.abs(rgba[i + 1]! - colour[1]) + Math.abs(rgba[i + 2]! - colour[2]) < 30) count += 1;
  }
  return count;
}

const hexColour = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];

/** How much of a screenshot is not the page background, and how many colours it holds. */
function paintedShare(png: Buffer, background: [number, number, number]) {
  const { rgba } = decodePng(png);
  let painted = 0;
  const colours = new Set<number>();
  const count = rgba.length / 4;
  for (let i = 0; i < count; i += 1) {
    const [r, g, b] = [rgba[i * 4]!, rgba[i * 4 + 1]!, rgba[i * 4 + 2]!];
    if (Math.abs(r - background[0]) + Math.abs(g - background[1]) + Math.abs(b - background[2]) > 12) painted += 1;
    colours.add(((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4));
  }
  return { share: painted / count, colours: colours.size };
}

const degreesApart = (a: LngLat, b: LngLat) => Math.hypot(a[0] - b[0], a[1] - b[1]);

/** A country's outline points, as [longitude, latitude]. */
const outlineOf = (country: string): LngLat[] => {
  const outline = countryOutlines.features.find((feature) => feature.properties.name === country)!;
  return (outline.geometry.type === "Polygon" ? [outline.geometry.coordinates] : outline.geometry.coordinates).flat(2) as LngLat[];
};

/** Israel's and Iran's westernmost, easternmost, southernmost and northernmost points: both countries whole lie within them. */
const israelAndIranExtremes: { name: string; at: LngLat }[] = ["Israel", "Iran"].flatMap((country) => {
  const points = outlineOf(country);
  const most = (pick: (point: LngLat) => number, sign: 1 | -1) => points.reduce((best, point) => (sign * pick(point) > sign * pick(best) ? point : best));
  return [
    { name: `${country}'s west`, at: most(([lng]) => lng, -1) },
    { name: `${country}'s east`, at: most(([lng]) => lng, 1) },
    { name: `${country}'s south`, at: most(([, lat]) => lat, -1) },
    { name: `${country}'s north`, at: most(([, lat]) => lat, 1) },
  ];
});

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}
const contains = (box: Box, point: { x: number; y: number }) => point.x >= box.left && point.x <= box.right && point.y >= box.top && point.y <= box.bottom;
const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The refinery farthest from every other marker: the one a click can hit without doubt. */
const loneRefinery: MapPlace = placesByGroup.refineries
  .map((refinery) => ({
    refinery,
    room: Math.min(...places.filter((place) => place !== refinery).map((place) => degreesApart(place.coordinates, refinery.coordinates))),
  }))
  .sort((a, b) => b.room - a.room)[0]!.refinery;

/** A point on the Iran-Israel line well away from every marker, for clicking the line itself. */
const strikeLine = mapLines.find((line) => line.kind === "iran-israel")!;
const clearPointOnStrikeLine: LngLat = Array.from({ length: 61 }, (_, i) => 0.2 + i * 0.01)
  .map((share): LngLat => [
    strikeLine.from.coordinates[0] + (strikeLine.to.coordinates[0] - strikeLine.from.coordinates[0]) * share,
    strikeLine.from.coordinates[1] + (strikeLine.to.coordinates[1] - strikeLine.from.coordinates[1]) * share,
  ])
  .map((point) => ({ point, room: Math.min(...places.map((place) => degreesApart(place.coordinates, point))) }))
  .sort((a, b) => b.room - a.room)[0]!.point;

describe("the Israel-Iran map, in Chromium", () => {
  let app: AppProcess;
  let browser: Browser;
  let tiles: Server;
  const tileRequests: string[] = [];

  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true });
    // A tile server on loopback that has no tiles: the map must still show the region from its bundled outlines.
    tiles = createServer((request, response) => {
      tileRequests.push(request.url ?? "");
      response.writeHead(404, { "access-control-allow-origin": "*" }).end();
    });
    await new Promise<void>((resolve) => tiles.listen(0, "127.0.0.1", resolve));
    const { port } = tiles.address() as { port: number };
    [app, browser] = await Promise.all([
      // Replayed news, so the side panel lists stories whose countries the map can outline.
      startAppProcess({ MAP_TILE_URL: `http://127.0.0.1:${port}/osm/{z}/{x}/{y}.png`, SOURCES: "replay", REPLAY_INTERVAL_MS: "600000" }),
      launchChromium(),
    ]);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    await new Promise((resolve) => tiles?.close(resolve));
  });

  let openPages: Page[] = [];
  afterEach(async () => {
    await Promise.all(openPages.map((page) => page.close()));
    openPages = [];
  });

  /** A fresh page that fails the test on any uncaught error in it; closed after the test. */
  const openPage = async (viewport: { width: number; height: number }) => {
    const page = await browser.newPage({ viewport });
    openPages.push(page);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    return { page, errors };
  };

  /** Opens the map page; answers how long after navigation the map was drawn, in ms. */
  const openMap = async (page: Page) => {
    await page.goto(`${app.url}/israel-iran-view`);
    // A locator, not waitForFunction: that one evaluates its predicate with eval, which the app's CSP refuses.
    await page.locator("[data-map-state=ready]").waitFor({ state: "attached", timeout: 30_000 });
    return Number(await page.evaluate("performance.now()"));
  };

  const canvas = (page: Page) => page.locator("canvas.maplibregl-canvas");
  /** What the page lays over the map (side panels, layer toggles, the phone's bar and sheet), as boxes on the page. */
  const covers = (page: Page) =>
    page.locator("[data-covers-map]").evaluateAll((elements) =>
      elements.map((element) => {
        const { left, top, right, bottom } = element.getBoundingClientRect();
        return { left, top, right, bottom, name: element.getAttribute("aria-label") ?? element.tagName.toLowerCase() };
      }),
    );
  const boxOf = async (locator: ReturnType<Page["locator"]>): Promise<Box> => {
    const { x, y, width, height } = (await locator.boundingBox())!;
    return { left: x, top: y, right: x + width, bottom: y + height };
  };
  /** Waits until the map has stopped moving (a fit after a panel changed) and has drawn its last frame. */
  const settled = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const map = (globalThis as unknown as MapWindow).__middleEastMap;
          const frames = (count: number, then: () => void) => (count ? requestAnimationFrame(() => frames(count - 1, then)) : then());
          const check = () => (map.isMoving() ? map.once("moveend", () => frames(2, check)) : resolve());
          frames(3, check);
        }),
    );
  /** Where points of the map are drawn on the page. */
  const onPage = async (page: Page, points: LngLat[]) => {
    const box = (await canvas(page).boundingBox())!;
    const projected = await page.evaluate((lngLats) => lngLats.map((lngLat) => (globalThis as unknown as MapWindow).__middleEastMap.project(lngLat)), points);
    return projected.map(({ x, y }) => ({ x: box.x + x, y: box.y + y }));
  };
  /** Which of Israel's and Iran's extreme points are not in plain sight: off the map, or under a panel. */
  const israelAndIranHidden = async (page: Page) => {
    const [map, over, drawn] = await Promise.all([boxOf(canvas(page)), covers(page), onPage(page, israelAndIranExtremes.map((point) => point.at))]);
    return israelAndIranExtremes.flatMap(({ name }, index) => {
      const point = drawn[index]!;
      if (!contains(map, point)) return [`${name} is off the map`];
      return over.filter((cover) => contains(cover, point)).map((cover) => `${name} is under ${cover.name}`);
    });
  };
  /**
   * Israel and Iran's hidden parts once the map has settled, read again until none: a refit runs through a resize
   * observer, a render and a 300 ms ease, which on a loaded machine can start after a first settle.
   */
  const israelAndIranInView = (page: Page) =>
    expect
      .poll(async () => {
        await settled(page);
        return israelAndIranHidden(page);
      })
      .toEqual([]);
  const popup = (page: Page) => page.locator(".maplibregl-popup");
  /**
   * Clicks a point of the map until the popup titled `title` opens, as a reader clicks again: on a starved machine a
   * click that came before the layers were drawn for the new view picked nothing (CI, once in five runs).
   */
  const clickForPopup = (page: Page, at: { x: number; y: number }, title: string) => {
    const heading = popup(page).getByRole("heading", { name: title });
    return expect
      .poll(async () => {
        if (await heading.isVisible()) return true;
        await page.mouse.click(at.x, at.y);
        return heading.waitFor({ timeout: 5_000 }).then(
          () => true,
          () => false,
        );
      }, { timeout: 45_000 })
      .toBe(true);
  };
  const visibleMarkers = async (page: Page) => Number(await page.locator("[data-visible-markers]").getAttribute("data-visible-markers"));

  /** Centres the map on a point and waits until it has drawn it; answers where the point is on the page. */
  const centreOn = async (page: Page, lngLat: LngLat, zoom: number) => {
    await settled(page);
    const onMap = await page.evaluate(
      ([center, zoomTo]) =>
        new Promise<{ x: number; y: number }>((resolve) => {
          const map = (globalThis as unknown as MapWindow).__middleEastMap;
          map.jumpTo({ center, zoom: zoomTo });
          // Drawn once the outlines and lines are tiled for the new view (the street tiles may never come).
          const settle = () => {
            if (map.isSourceLoaded("countries") && map.isSourceLoaded("lines")) resolve(map.project(center));
            else map.once("render", settle);
          };
          map.once("render", settle);
          map.triggerRepaint();
        }),
      [lngLat, zoom] as const,
    );
    const box = (await canvas(page).boundingBox())!;
    return { x: box.x + onMap.x, y: box.y + onMap.y };
  };

  /**
   * Presses the layer toggle of a marker group and answers whether it is now pressed. On a phone the 'Layers' box
   * starts folded: it is opened for the click and folded again, so it does not cover the map.
   */
  const pressGroupToggle = async (page: Page, name: RegExp) => {
    const summary = page.locator("summary", { hasText: "Layers" });
    const folded = (await page.locator("details", { has: summary }).getAttribute("open")) === null;
    if (folded) await summary.click();
    const toggle = page.getByRole("list", { name: "Marker groups" }).getByRole("button", { name });
    const before = await toggle.getAttribute("aria-pressed");
    await toggle.click();
    const after = await toggle.getAttribute("aria-pressed");
    expect(after).not.toBe(before);
    if (folded) await summary.click();
    return after === "true";
  };

  describe.each([
    ["desktop", { width: 1366, height: 900 }],
    ["mobile", { width: 390, height: 844 }],
  ] as const)("at %s size", (name, viewport) => {
    it("shows the title and draws the region, asking the configured tile server", async () => {
      const { page, errors } = await openPage(viewport);
      // How soon is printed, not asserted: a speed target belongs in a benchmark, not in a test on a shared machine
      // (on this 2-core machine, with CI's three lanes running, it took 3.4 to 5.1 s in three runs).
      const drawnAfter = await openMap(page);
      console.log(`israel-iran-map ${name}: map drawn ${Math.round(drawnAfter)} ms after navigation`);
      await page.getByRole("heading", { level: 1, name: title }).waitFor();

      await page.waitForTimeout(300);
      const box = (await canvas(page).boundingBox())!;
      expect(box.width).toBeGreaterThan(viewport.width * 0.9);
      const background = hexColour(String(await page.evaluate("getComputedStyle(document.documentElement).getPropertyValue('--color-canvas').trim()")));
      const shot = await page.screenshot({ clip: { x: box.x, y: box.y + box.height * 0.3, width: box.width, height: box.height * 0.4 } });
      const { share, colours } = paintedShare(shot, background);
      // Land, outlines, lines and markers: most of the band is drawn, in many colours, though no tile loaded.
      expect(share).toBeGreaterThan(0.3);
      expect(colours).toBeGreaterThan(20);
      expect(tileRequests.some((url) => /^\/osm\/\d+\/\d+\/\d+\.png$/.test(url))).toBe(true);

      await page.screenshot({ path: `${artifacts}israel-iran-map-${name}.png` });
      expect(errors).toEqual([]);
    });

    it("opens a refinery's popup on a click, and a switched-off group hides its markers", async () => {
      const { page, errors } = await openPage(viewport);
      await openMap(page);
      const all = await visibleMarkers(page);
      expect(all).toBe(places.length);

      const at = await centreOn(page, loneRefinery.coordinates, 7);
      await clickForPopup(page, at, loneRefinery.name);
      expect(await popup(page).textContent()).toContain(loneRefinery.country);
      await page.screenshot({ path: `${artifacts}israel-iran-map-${name}-popup.png` });

      expect(await pressGroupToggle(page, /^Refineries/)).toBe(false);
      await expect.poll(() => visibleMarkers(page)).toBe(all - placesByGroup.refineries.length);
      // Its popup went with it, and the spot where the marker was opens no refinery now.
      await expect.poll(() => popup(page).count()).toBe(0);
      const again = await centreOn(page, loneRefinery.coordinates, 7);
      await page.mouse.click(again.x, again.y);
      await page.waitForTimeout(500);
      expect(await popup(page).getByRole("heading", { name: loneRefinery.name }).count()).toBe(0);

      expect(await pressGroupToggle(page, /^Refineries/)).toBe(true);
      await expect.poll(() => visibleMarkers(page)).toBe(all);
      const back = await centreOn(page, loneRefinery.coordinates, 7);
      await clickForPopup(page, back, loneRefinery.name);
      expect(errors).toEqual([]);
    });
  });

  it.each(Object.entries(screenSizes))("opens on Israel and Iran whole, clear of every panel, on a %s", async (size, viewport) => {
    const { page, errors } = await openPage(viewport);
    await openMap(page);
    await israelAndIranInView(page);
    await page.screenshot({ path: `${artifacts}israel-iran-map-opening-${size}.png` });
    expect(await layoutProblems(page)).toEqual([]);
    expect(await seriousAxeFindings(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("folds a side panel to its tab, and fits the region into the room it leaves", async () => {
    const { page, errors } = await openPage({ width: 1366, height: 900 });
    await openMap(page);
    await settled(page);
    const left = page.getByRole("complementary", { name: "Analytics" });
    const tab = left.getByRole("button", { name: "Analytics" });
    const zoom = () => page.evaluate(() => (globalThis as unknown as MapWindow).__middleEastMap.getZoom());
    const between = await zoom();
    expect(await tab.getAttribute("aria-expanded")).toBe("true");

    await tab.click();
    expect(await tab.getAttribute("aria-expanded")).toBe("false");
    expect(await left.getByRole("region", { name: "Prediction Markets" }).count()).toBe(0);
    expect((await left.boundingBox())!.width).toBeLessThan(200);
    await israelAndIranInView(page);
    await expect.poll(zoom).toBeGreaterThan(between);
    await page.screenshot({ path: `${artifacts}israel-iran-map-desktop-folded.png` });

    await tab.click();
    await left.getByRole("region", { name: "Prediction Markets" }).waitFor();
    expect((await left.boundingBox())!.width).toBe(400);
    await israelAndIranInView(page);
    expect(errors).toEqual([]);
  });

  it("keeps a popup clear of the right panel, opened beside it or brought beside it by a pan", async () => {
    const { page, errors } = await openPage({ width: 1366, height: 900 });
    await openMap(page);
    const rightPanel = await boxOf(page.getByRole("complementary", { name: "Oil price and news" }));
    const leftPanel = await boxOf(page.getByRole("complementary", { name: "Analytics" }));
    const mapBox = await boxOf(canvas(page));
    /** Pans the map so that a point of it is drawn `gap` px left of the right panel; answers where it is now. */
    const besideRightPanel = async (lngLat: LngLat, gap: number) => {
      const [now] = await onPage(page, [lngLat]);
      await page.evaluate((dx) => (globalThis as unknown as MapWindow).__middleEastMap.panBy([dx, 0], { duration: 0 }), now!.x - (rightPanel.left - gap));
      await settled(page);
      return (await onPage(page, [lngLat]))[0]!;
    };
    const popupBox = () => boxOf(popup(page));
    const clearOfPanels = (box: Box) => !overlaps(box, rightPanel) && !overlaps(box, leftPanel) && box.top >= mapBox.top && box.bottom <= mapBox.bottom;

    await centreOn(page, loneRefinery.coordinates, 7);
    const beside = await besideRightPanel(loneRefinery.coordinates, 30);
    await clickForPopup(page, beside, loneRefinery.name);
    await settled(page);
    expect(clearOfPanels(await popupBox())).toBe(true);
    await page.screenshot({ path: `${artifacts}israel-iran-map-desktop-popup-beside-panel.png` });

    // Opened in the middle, then panned up to the panel.
    await popup(page).locator(".maplibregl-popup-close-button").click();
    await expect.poll(() => popup(page).count()).toBe(0);
    const middle = await centreOn(page, loneRefinery.coordinates, 7);
    await clickForPopup(page, middle, loneRefinery.name);
    await besideRightPanel(loneRefinery.coordinates, 20);
    expect(clearOfPanels(await popupBox())).toBe(true);
    expect(errors).toEqual([]);
  });

  it("keeps the map drawn above a phone's open panel, with Israel and Iran in it", async () => {
    const { page, errors } = await openPage({ width: 390, height: 844 });
    await openMap(page);
    const background = hexColour(String(await page.evaluate("getComputedStyle(document.documentElement).getPropertyValue('--color-canvas').trim()")));
    const bar = page.getByRole("navigation", { name: "Middle East panels" });
    for (const [tab, title] of [["ME News", "Middle East News"], ["Analytics", "Analytics Dashboard"], ["Oil Price", "Oil Price Chart (USO ETF)"]] as const) {
      await bar.getByRole("button", { name: tab }).click();
      // The map gives way to the panel rather than lying under it, once the sheet holds its content and the map has
      // followed the room it leaves (both measured again each time: on a loaded machine one came a frame after the other).
      const sheet = page.getByRole("region", { name: title });
      const overlap = async () => {
        await settled(page);
        const [panel, drawn] = await Promise.all([boxOf(sheet), boxOf(canvas(page))]);
        return drawn.bottom - panel.top;
      };
      await expect.poll(overlap, { timeout: 30_000 }).toBeLessThanOrEqual(1);
      const map = await boxOf(canvas(page));
      const toggles = await boxOf(page.locator("details", { has: page.locator("summary", { hasText: "Layers" }) }));
      const strip = { x: map.left, y: toggles.bottom, width: map.right - map.left, height: map.bottom - toggles.bottom };
      expect(strip.height).toBeGreaterThan(60);
      const { share, colours } = paintedShare(await page.screenshot({ clip: strip }), background);
      console.log(`israel-iran-map phone, ${tab} open: ${Math.round(share * 100)}% of the ${Math.round(strip.height)} px strip above it drawn, ${colours} colours`);
      expect(share).toBeGreaterThan(0.3);
      expect(colours).toBeGreaterThan(10);
      await israelAndIranInView(page);
      await page.screenshot({ path: `${artifacts}israel-iran-map-phone-${tab.replace(" ", "-").toLowerCase()}-open.png` });
    }
    expect(errors).toEqual([]);
  });

  it("gives the flight times in the popup of the Iran-Israel line", async () => {
    const { page, errors } = await openPage({ width: 1366, height: 900 });
    await openMap(page);
    const at = await centreOn(page, clearPointOnStrikeLine, 6);
    await clickForPopup(page, at, strikeLine.label);
    const linePopup = popup(page);
    for (const text of ["Hypersonic missile: 5-12 min", "Ballistic missile: 12-15 min", "Cruise missile: about 2 h", "Drone: 7-9 h"]) {
      expect(await linePopup.getByText(text).count()).toBe(1);
    }
    expect(errors).toEqual([]);
  });

  it("outlines the country of the story the reader points at in the news panel", async () => {
    const { page, errors } = await openPage({ width: 1366, height: 900 });
    await openMap(page);
    const news = page.getByRole("complementary", { name: "Oil price and news" });
    const first = news.locator("li", { has: page.locator("span.rounded-sm") }).first();
    await first.waitFor({ timeout: 30_000 });
    // The story pinned by its text: the panel refreshes and takes pushes, so its first row can change.
    const chip = news.locator("li").filter({ hasText: (await first.textContent())! }).locator("span.rounded-sm").first();
    const country = (await chip.textContent())!.trim();
    const outline = countryOutlines.features.find((feature) => feature.properties.name === country)!;
    const points = (outline.geometry.type === "Polygon" ? [outline.geometry.coordinates] : outline.geometry.coordinates).flat(2);
    const middle: LngLat = [0, 1].map((axis) => {
      const values = points.map((point) => point[axis]!);
      return (Math.min(...values) + Math.max(...values)) / 2;
    }) as LngLat;
    await centreOn(page, middle, 5);

    const highlight = hexColour(String(await page.evaluate("getComputedStyle(document.documentElement).getPropertyValue('--color-ink-strong').trim()")));
    // The map between the two side panels.
    const between = { x: 420, y: 100, width: 526, height: 780 };
    const before = pixelsOfColour(await page.screenshot({ clip: between }), highlight);
    await chip.hover();
    await expect.poll(() => page.locator("[data-highlighted-country]").getAttribute("data-highlighted-country")).toBe(country);
    // The outline is drawn on a later WebGL frame than the attribute, and a frame takes a third of a second or more on
    // a loaded machine: the screenshot is taken again until it shows.
    let during = before;
    await expect.poll(async () => (during = pixelsOfColour(await page.screenshot({ clip: between }), highlight))).toBeGreaterThan(before + 200);
    console.log(`israel-iran-map highlight: ${country} outlined, ${before} -> ${during} pixels of the highlight colour`);
    await page.screenshot({ path: `${artifacts}israel-iran-map-desktop-highlight.png` });

    await page.mouse.move(683, 500);
    await expect.poll(() => page.locator("[data-highlighted-country]").count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("keeps drawing while it pans and zooms with every layer on", async () => {
    const { page, errors } = await openPage({ width: 1366, height: 900 });
    await openMap(page);
    // How fast is measured by `npm run bench -- map` against the bare map of the same run, not here: on a shared
    // machine drawing WebGL in software, the rate of one moment against another's is noise (2.9 to 10 frames/s).
    const renders = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const map = (globalThis as unknown as MapWindow).__middleEastMap;
          let count = 0;
          const onRender = () => (count += 1);
          map.on("render", onRender);
          map.panBy([400, 200], { duration: 600 });
          map.once("moveend", () => {
            map.easeTo({ zoom: 5, duration: 400 });
            map.once("moveend", () => {
              map.off("render", onRender);
              resolve(count);
            });
          });
        }),
    );
    // More than the first and the last frame: the map drew as it moved.
    expect(renders).toBeGreaterThan(2);
    expect(await visibleMarkers(page)).toBe(places.length);
    expect(errors).toEqual([]);
  });

  it("keeps MapLibre and deck.gl out of the landing page's first load", async () => {
    const { page, errors } = await openPage({ width: 1366, height: 900 });
    const scripts: string[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(".js")) scripts.push(response.url());
    });
    await page.goto(app.url);
    await page.waitForLoadState("networkidle");
    const carriesMapLibre = async (urls: string[]) => {
      const bodies = await Promise.all(urls.map((url) => fetch(url).then((r) => r.text())));
      return bodies.some((body) => body.includes("maplibregl-canvas"));
    };
    expect(await carriesMapLibre(scripts)).toBe(false);

    await page.getByRole("banner").getByRole("link", { name: "Israel & Iran" }).click();
    await page.locator("[data-map-state=ready]").waitFor({ timeout: 30_000 });
    expect(await carriesMapLibre(scripts)).toBe(true);
    expect(errors).toEqual([]);
  });
});
