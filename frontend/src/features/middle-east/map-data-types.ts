import type { FeatureCollection, MultiPolygon, Polygon } from "geojson";

/** [longitude, latitude], as GeoJSON and deck.gl take them. */
export type LngLat = [number, number];

/** The marker groups of spec section 2 (Middle East view); each has a layer toggle. */
export const placeGroupIds = ["countries", "proxies", "us-bases", "refineries", "missile-bases", "nuclear-sites"] as const;
export type PlaceGroupId = (typeof placeGroupIds)[number];

/** One marker and what its popup says. */
export interface MapPlace {
  id: string;
  group: PlaceGroupId;
  name: string;
  coordinates: LngLat;
  /** Natural Earth name of the country the point lies in (as in world-atlas countries-50m: "Saudi Arabia", "United Arab Emirates", "Turkey", "Syria"). Tests check the point is inside it. */
  country: string;
  /** ISO 3166-1 alpha-2 of that country, for the flag emoji (refineries, military sites). */
  countryCode: string;
  description: string;
  /** Missile bases: details and significance (spec). */
  details?: string;
  significance?: string;
  /** A public page about the place, where one exists. */
  sourceUrl?: string;
}

export const mapLineKinds = ["proxy-to-israel", "iran-support", "iran-israel"] as const;
export type MapLineKind = (typeof mapLineKinds)[number];

/** A line of spec section 2: dashed red proxy lines, solid blue support lines, the thick orange dashed Iran-Israel line. */
export interface MapLine {
  id: string;
  kind: MapLineKind;
  /** Natural Earth names of the two ends' countries. */
  from: { country: string; coordinates: LngLat };
  to: { country: string; coordinates: LngLat };
  label: string;
  /** Popup lines (the Iran-Israel line's flight times). */
  popup?: string[];
}

/** The 15 outlines of spec section 2, each feature's properties.name its Natural Earth name. */
export type CountryOutlines = FeatureCollection<Polygon | MultiPolygon, { name: string }>;
