import type { MapPlace } from "../map-data-types";
import { drawFlag } from "./draw-flag";
import type { MapPalette } from "./map-palette";

/**
 * The marker icons, drawn once on a canvas at run time and handed to deck.gl's IconLayer as a prepacked atlas.
 * Drawn rather than typed as emoji: headless Chromium (and Windows) have no colour emoji font, so an oil barrel or
 * a flag emoji would come out as an empty box, and deck.gl's TextLayer tints every glyph one colour anyway.
 * Vector strokes on a canvas look the same on every machine, and one texture draws every marker in one call.
 */

const CELL = 64;
const COLUMNS = 8;

export interface IconAtlas {
  /** A PNG data URL of the atlas (deck.gl loads it like any image URL). */
  url: string;
  mapping: Record<string, { x: number; y: number; width: number; height: number; anchorY: number; mask: false }>;
}

/** Which icon a place wears: refineries carry their country's flag; US and coalition sites the US flag. */
export function iconKeyOf(place: MapPlace): string {
  switch (place.group) {
    case "countries":
      return `flag:${place.countryCode}`;
    case "refineries":
      return `refinery:${place.countryCode}`;
    case "us-bases":
      return "us-base";
    case "proxies":
      return "proxy";
    case "missile-bases":
      return "missile";
    case "nuclear-sites":
      return "nuclear";
  }
}

/** The on-screen height of a group's markers, in CSS pixels. */
export const markerSizeOf = (place: MapPlace): number => (place.group === "countries" ? 34 : 28);

type Ctx = CanvasRenderingContext2D;

function badge(ctx: Ctx, palette: MapPalette, fill: string): void {
  ctx.beginPath();
  ctx.arc(CELL / 2, CELL / 2, CELL / 2 - 5, 0, Math.PI * 2);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = 4;
  ctx.strokeStyle = palette.iconInk;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(CELL / 2, CELL / 2, CELL / 2 - 8, 0, Math.PI * 2);
  ctx.lineWidth = 2;
  ctx.strokeStyle = palette.iconEdge;
  ctx.stroke();
}

/** A flag with a dark edge (so it stands out on light tiles) and a coloured frame. */
function framedFlag(ctx: Ctx, palette: MapPalette, code: string, box: { x: number; y: number; w: number; h: number }, frame: string): void {
  ctx.fillStyle = palette.iconInk;
  ctx.fillRect(box.x - 4, box.y - 4, box.w + 8, box.h + 8);
  ctx.fillStyle = frame;
  ctx.fillRect(box.x - 2, box.y - 2, box.w + 4, box.h + 4);
  drawFlag(ctx, code, box, { field: palette.land, ink: palette.iconEdge });
}

function drawProxy(ctx: Ctx, palette: MapPalette): void {
  badge(ctx, palette, palette.proxy);
  const c = CELL / 2;
  ctx.strokeStyle = palette.iconEdge;
  ctx.lineWidth = 3;
  ctx.beginPath();
  ctx.arc(c, c, 11, 0, Math.PI * 2);
  for (const [dx, dy] of [[0, -1], [0, 1], [-1, 0], [1, 0]] as const) {
    ctx.moveTo(c + dx * 6, c + dy * 6);
    ctx.lineTo(c + dx * 17, c + dy * 17);
  }
  ctx.stroke();
}

function drawMissile(ctx: Ctx, palette: MapPalette): void {
  badge(ctx, palette, palette.missile);
  ctx.save();
  ctx.translate(CELL / 2, CELL / 2);
  ctx.rotate(Math.PI / 4);
  ctx.fillStyle = palette.iconInk;
  ctx.beginPath();
  // Nose, body and two fins of a missile pointing up and to the right.
  ctx.moveTo(0, -19);
  ctx.lineTo(5, -10);
  ctx.lineTo(5, 9);
  ctx.lineTo(10, 17);
  ctx.lineTo(-10, 17);
  ctx.lineTo(-5, 9);
  ctx.lineTo(-5, -10);
  ctx.closePath();
  ctx.fill();
  ctx.restore();
}

function drawNuclear(ctx: Ctx, palette: MapPalette): void {
  badge(ctx, palette, palette.nuclear);
  const c = CELL / 2;
  ctx.fillStyle = palette.iconInk;
  for (let blade = 0; blade < 3; blade += 1) {
    const start = -Math.PI / 2 - Math.PI / 6 + (blade * 2 * Math.PI) / 3;
    ctx.beginPath();
    ctx.moveTo(c, c);
    ctx.arc(c, c, 19, start, start + Math.PI / 3);
    ctx.closePath();
    ctx.fill();
  }
  ctx.beginPath();
  ctx.arc(c, c, 7, 0, Math.PI * 2);
  ctx.fillStyle = palette.nuclear;
  ctx.fill();
  ctx.beginPath();
  ctx.arc(c, c, 4, 0, Math.PI * 2);
  ctx.fillStyle = palette.iconInk;
  ctx.fill();
}

function drawBarrel(ctx: Ctx, palette: MapPalette, code: string): void {
  const x = 8;
  const y = 6;
  const w = 32;
  const h = 44;
  ctx.fillStyle = palette.iconInk;
  ctx.beginPath();
  ctx.roundRect(x - 3, y - 3, w + 6, h + 6, 8);
  ctx.fill();
  ctx.fillStyle = palette.barrel;
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, 6);
  ctx.fill();
  // The hoops and the bung of a steel drum.
  ctx.fillStyle = palette.iconInk;
  ctx.fillRect(x, y + h * 0.3, w, 3);
  ctx.fillRect(x, y + h * 0.66, w, 3);
  ctx.fillRect(x + w * 0.6, y + 3, 6, 3);
  framedFlag(ctx, palette, code, { x: 34, y: 38, w: 24, h: 16 }, palette.iconEdge);
}

function drawIcon(ctx: Ctx, palette: MapPalette, key: string): void {
  const [kind, code = ""] = key.split(":");
  switch (kind) {
    case "flag":
      framedFlag(ctx, palette, code, { x: 6, y: 14, w: 52, h: 35 }, palette.iconEdge);
      return;
    case "us-base":
      framedFlag(ctx, palette, "US", { x: 8, y: 16, w: 48, h: 32 }, palette.supportLine);
      return;
    case "refinery":
      drawBarrel(ctx, palette, code);
      return;
    case "proxy":
      drawProxy(ctx, palette);
      return;
    case "missile":
      drawMissile(ctx, palette);
      return;
    case "nuclear":
      drawNuclear(ctx, palette);
      return;
  }
}

/** Draws one cell per distinct icon the places need. */
export function buildIconAtlas(places: readonly MapPlace[], palette: MapPalette): IconAtlas {
  const keys = [...new Set(places.map(iconKeyOf))];
  const canvas = document.createElement("canvas");
  canvas.width = COLUMNS * CELL;
  canvas.height = Math.max(1, Math.ceil(keys.length / COLUMNS)) * CELL;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("This browser cannot draw on a canvas; the map markers need it");
  const mapping: IconAtlas["mapping"] = {};
  keys.forEach((key, index) => {
    const x = (index % COLUMNS) * CELL;
    const y = Math.floor(index / COLUMNS) * CELL;
    ctx.save();
    ctx.translate(x, y);
    drawIcon(ctx, palette, key);
    ctx.restore();
    mapping[key] = { x, y, width: CELL, height: CELL, anchorY: CELL / 2, mask: false };
  });
  return { url: canvas.toDataURL("image/png"), mapping };
}

const iconUrlCache = new Map<string, string>();

/** One icon as an image URL, for the layer toggles, where it doubles as the legend of its group. */
export function iconImageUrl(key: string, palette: MapPalette): string {
  const cached = iconUrlCache.get(key);
  if (cached) return cached;
  const canvas = document.createElement("canvas");
  canvas.width = CELL;
  canvas.height = CELL;
  const ctx = canvas.getContext("2d");
  if (!ctx) return "";
  drawIcon(ctx, palette, key);
  const url = canvas.toDataURL("image/png");
  iconUrlCache.set(key, url);
  return url;
}
