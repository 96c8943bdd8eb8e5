/**
 * Builds frontend/src/features/middle-east/data/country-outlines.json, the 15 country outlines of the
 * Israel-Iran map (spec section 2): `npx tsx scripts/src/build-middle-east-outlines.ts`. Reads Natural
 * Earth 1:50m from the world-atlas package (the 110m file has no Bahrain) and rounds coordinates to
 * 3 decimals (about 100 m), so the committed file stays small and the page needs no geodata service.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Feature, MultiPolygon, Polygon, Position } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

/** Natural Earth names, as world-atlas spells them (UAE is "United Arab Emirates"). */
const middleEastCountryNames = [
  "Iran", "Iraq", "Syria", "Lebanon", "Israel", "Yemen", "Qatar", "Kuwait", "Saudi Arabia",
  "United Arab Emirates", "Oman", "Djibouti", "Turkey", "Egypt", "Bahrain",
] as const;

const DECIMALS = 3;

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const outputPath = resolve(repoRoot, "frontend/src/features/middle-east/data/country-outlines.json");
const topologyPath = createRequire(import.meta.url).resolve("world-atlas/countries-50m.json");
const topology = JSON.parse(readFileSync(topologyPath, "utf8")) as Topology<{ countries: GeometryCollection<{ name: string }> }>;

const round = (value: number): number => Math.round(value * 10 ** DECIMALS) / 10 ** DECIMALS;

/** Rounds a ring and drops the points that rounding made equal to their predecessor. */
function roundRing(ring: Position[]): Position[] {
  const rounded: Position[] = [];
  for (const [lng, lat] of ring) {
    const point = [round(lng ?? 0), round(lat ?? 0)];
    const previous = rounded.at(-1);
    if (!previous || previous[0] !== point[0] || previous[1] !== point[1]) rounded.push(point);
  }
  return rounded;
}

const roundPolygon = (rings: Position[][]): Position[][] =>
  rings.map(roundRing).filter((ring) => ring.length >= 4);

function roundGeometry(geometry: Polygon | MultiPolygon): Polygon | MultiPolygon {
  if (geometry.type === "Polygon") return { type: "Polygon", coordinates: roundPolygon(geometry.coordinates) };
  const polygons = geometry.coordinates.map(roundPolygon).filter((rings) => rings.length > 0);
  return { type: "MultiPolygon", coordinates: polygons };
}

const countries = feature(topology, topology.objects.countries);
const features: Feature<Polygon | MultiPolygon, { name: string }>[] = middleEastCountryNames.map((name) => {
  const country = countries.features.find((candidate) => candidate.properties.name === name);
  if (!country || !country.geometry || (country.geometry.type !== "Polygon" && country.geometry.type !== "MultiPolygon")) {
    throw new Error(`world-atlas countries-50m has no polygon named "${name}"`);
  }
  return { type: "Feature", properties: { name }, geometry: roundGeometry(country.geometry) };
});

const json = JSON.stringify({ type: "FeatureCollection", features });
writeFileSync(outputPath, `${json}\n`);
console.log(`wrote ${features.length} outlines to ${outputPath} (${(json.length / 1024).toFixed(1)} kB)`);
