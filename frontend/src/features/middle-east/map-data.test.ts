import type { Position } from "geojson";
import { describe, expect, it } from "vitest";
import { countryOutlines, mapLines, placeGroupLabels, places, placesByGroup } from "./map-data";
import { placeGroupIds, type LngLat } from "./map-data-types";

const specCountries = [
  "Iran", "Iraq", "Syria", "Lebanon", "Israel", "Yemen", "Qatar", "Kuwait", "Saudi Arabia",
  "United Arab Emirates", "Oman", "Djibouti", "Turkey", "Egypt", "Bahrain",
];

/** Even-odd ray casting: true when the point is inside the ring. */
function ringContains(ring: Position[], [lng, lat]: LngLat): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Inside the outer ring of one polygon and outside its holes. */
const polygonContains = ([outer, ...holes]: Position[][], point: LngLat): boolean =>
  outer !== undefined && ringContains(outer, point) && !holes.some((hole) => ringContains(hole, point));

function countryAt(point: LngLat): string | undefined {
  return countryOutlines.features.find(({ geometry }) =>
    geometry.type === "Polygon"
      ? polygonContains(geometry.coordinates, point)
      : geometry.coordinates.some((polygon) => polygonContains(polygon, point)),
  )?.properties.name;
}

const EARTH_RADIUS_KM = 6371;
function distanceKm([lng1, lat1]: LngLat, [lng2, lat2]: LngLat): number {
  const rad = Math.PI / 180;
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2
    + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a));
}

describe("Middle East map outlines", () => {
  it("has exactly the 15 countries of the spec, each once", () => {
    const names = countryOutlines.features.map((feature) => feature.properties.name);
    expect(names.toSorted()).toEqual(specCountries.toSorted());
  });

  it("tells the countries apart: a capital lies in its own outline only", () => {
    expect(countryAt([51.389, 35.689])).toBe("Iran");
    expect(countryAt([46.716, 24.713])).toBe("Saudi Arabia");
    expect(countryAt([50.58, 26.07])).toBe("Bahrain");
    expect(countryAt([35.93, 31.95])).toBeUndefined();
  });
});

describe("Middle East map markers", () => {
  it("has the counts of the spec per group", () => {
    const counts = Object.fromEntries(placeGroupIds.map((group) => [group, placesByGroup[group].length]));
    expect(counts).toMatchObject({ countries: 2, proxies: 4, "missile-bases": 6, "nuclear-sites": 13 });
    expect(counts["us-bases"]).toBeGreaterThanOrEqual(20);
    expect(counts["us-bases"]).toBeLessThanOrEqual(30);
    expect(counts.refineries).toBeGreaterThanOrEqual(35);
    expect(counts.refineries).toBeLessThanOrEqual(45);
    expect(places).toHaveLength(Object.values(counts).reduce((sum, count) => sum + count, 0));
  });

  it("names Israel and Iran and the four proxies", () => {
    expect(placesByGroup.countries.map((place) => place.country).toSorted()).toEqual(["Iran", "Israel"]);
    expect(placesByGroup.proxies.map((place) => place.name)).toEqual([
      "Lebanon - Hezbollah", "Yemen - Houthis", "Iraq - Various militias", "Syria - Various militias",
    ]);
  });

  it("gives every marker a unique id", () => {
    const ids = places.map((place) => place.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("puts every marker inside the outline of the country it names", () => {
    const misplaced = places
      .filter((place) => countryAt(place.coordinates) !== place.country)
      .map((place) => `${place.id}: ${place.country}, found in ${countryAt(place.coordinates) ?? "no outline"}`);
    expect(misplaced).toEqual([]);
  });

  it("only uses the spec's countries, with a consistent flag code per country", () => {
    const codeOf = new Map<string, string>();
    for (const place of places) {
      expect(specCountries).toContain(place.country);
      expect(codeOf.get(place.country) ?? place.countryCode).toBe(place.countryCode);
      codeOf.set(place.country, place.countryCode);
    }
  });

  it("gives every missile base details and significance, and every marker a description", () => {
    for (const base of placesByGroup["missile-bases"]) {
      expect(base.details).toBeTruthy();
      expect(base.significance).toBeTruthy();
    }
    expect(places.every((place) => place.description.length > 0)).toBe(true);
  });

  it("has a toggle label for every group", () => {
    expect(Object.keys(placeGroupLabels).toSorted()).toEqual([...placeGroupIds].toSorted());
  });
});

describe("Middle East map lines", () => {
  const endsOf = (kind: string) =>
    mapLines.filter((line) => line.kind === kind).map((line) => `${line.from.country} → ${line.to.country}`).toSorted();

  it("draws proxy lines from Lebanon, Syria, Iraq and Yemen to Israel", () => {
    expect(endsOf("proxy-to-israel")).toEqual(["Iraq → Israel", "Lebanon → Israel", "Syria → Israel", "Yemen → Israel"]);
  });

  it("draws support lines from Iran to Iraq, Syria, Lebanon and Yemen", () => {
    expect(endsOf("iran-support")).toEqual(["Iran → Iraq", "Iran → Lebanon", "Iran → Syria", "Iran → Yemen"]);
  });

  it("starts and ends every line inside the countries it names", () => {
    for (const line of mapLines) {
      expect(countryAt(line.from.coordinates), line.id).toBe(line.from.country);
      expect(countryAt(line.to.coordinates), line.id).toBe(line.to.country);
    }
  });

  it("draws one Iran-Israel line of about 1600 km whose popup gives the four flight times", () => {
    const [line, ...others] = mapLines.filter((candidate) => candidate.kind === "iran-israel");
    expect(others).toEqual([]);
    expect(`${line?.from.country} → ${line?.to.country}`).toBe("Iran → Israel");
    const km = distanceKm(line!.from.coordinates, line!.to.coordinates);
    expect(km).toBeGreaterThan(1400);
    expect(km).toBeLessThan(1900);
    const popup = line?.popup?.join("\n") ?? "";
    for (const time of ["5-12 min", "12-15 min", "about 2 h", "7-9 h"]) expect(popup).toContain(time);
    expect(popup).toMatch(/hypersonic[^\n]*5-12 min/i);
    expect(popup).toMatch(/ballistic[^\n]*12-15 min/i);
    expect(popup).toMatch(/cruise[^\n]*about 2 h/i);
    expect(popup).toMatch(/drone[^\n]*7-9 h/i);
  });

  it("starts and ends every line on a marker the map shows", () => {
    const markers = [...placesByGroup.countries, ...placesByGroup.proxies].map((place) => place.coordinates.join(","));
    for (const line of mapLines) {
      expect(markers, line.id).toContain(line.from.coordinates.join(","));
      expect(markers, line.id).toContain(line.to.coordinates.join(","));
    }
  });

  it("gives every line a unique id", () => {
    expect(new Set(mapLines.map((line) => line.id)).size).toBe(mapLines.length);
  });
});
