import { useMemo } from "react";
import { drawFlag } from "./draw-flag";
import type { MapPalette } from "./map-palette";

const urlCache = new Map<string, string>();

function flagUrl(countryCode: string, palette: MapPalette): string {
  const cached = urlCache.get(countryCode);
  if (cached) return cached;
  const canvas = document.createElement("canvas");
  canvas.width = 48;
  canvas.height = 32;
  const ctx = canvas.getContext("2d");
  if (!ctx) return "";
  drawFlag(ctx, countryCode, { x: 0, y: 0, w: 48, h: 32 }, { field: palette.land, ink: palette.iconEdge });
  const url = canvas.toDataURL("image/png");
  urlCache.set(countryCode, url);
  return url;
}

/** The flag the markers wear, for popups: the same drawing, so the popup matches the map on every machine. */
export function FlagImage({ countryCode, palette }: { countryCode: string; palette: MapPalette }) {
  const src = useMemo(() => flagUrl(countryCode, palette), [countryCode, palette]);
  if (!src) return null;
  return <img src={src} alt="" width={24} height={16} className="inline-block h-4 w-6 rounded-sm border border-line-strong" />;
}
