/**
 * The data the Israel-Iran map draws (spec section 2), shipped with the app: 15 country outlines
 * (built by scripts/src/build-middle-east-outlines.ts from Natural Earth), the marker groups and the
 * lines. Each JSON file is parsed at import, so a bad edit fails the tests instead of the map.
 */
import { z } from "zod";
import countriesJson from "./data/countries.json";
import countryOutlinesJson from "./data/country-outlines.json";
import linesJson from "./data/lines.json";
import missileBasesJson from "./data/missile-bases.json";
import nuclearSitesJson from "./data/nuclear-sites.json";
import proxiesJson from "./data/proxies.json";
import refineriesJson from "./data/refineries.json";
import usBasesJson from "./data/us-bases.json";
import {
  mapLineKinds, placeGroupIds, type CountryOutlines, type MapLine, type MapPlace, type PlaceGroupId,
} from "./map-data-types";

const lngLatSchema = z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]);
const ringSchema = z.array(z.array(z.number()).min(2)).min(4);

const countryOutlinesSchema = z.object({
  type: z.literal("FeatureCollection"),
  features: z.array(z.object({
    type: z.literal("Feature"),
    properties: z.object({ name: z.string().min(1) }),
    geometry: z.discriminatedUnion("type", [
      z.object({ type: z.literal("Polygon"), coordinates: z.array(ringSchema).min(1) }),
      z.object({ type: z.literal("MultiPolygon"), coordinates: z.array(z.array(ringSchema).min(1)).min(1) }),
    ]),
  })),
});

const placeSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  group: z.enum(placeGroupIds),
  name: z.string().min(1),
  coordinates: lngLatSchema,
  country: z.string().min(1),
  countryCode: z.string().regex(/^[A-Z]{2}$/),
  description: z.string().min(1),
  details: z.string().min(1).optional(),
  significance: z.string().min(1).optional(),
  sourceUrl: z.url().optional(),
});

const lineEndSchema = z.object({ country: z.string().min(1), coordinates: lngLatSchema });
const lineSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  kind: z.enum(mapLineKinds),
  from: lineEndSchema,
  to: lineEndSchema,
  label: z.string().min(1),
  popup: z.array(z.string().min(1)).optional(),
});

/** Parses one group's file and checks every item carries that group, so a marker cannot land in the wrong toggle. */
function parseGroup(group: PlaceGroupId, json: unknown): MapPlace[] {
  return z.array(placeSchema.extend({ group: z.literal(group) })).parse(json);
}

export const countryOutlines: CountryOutlines = countryOutlinesSchema.parse(countryOutlinesJson);

export const placesByGroup: Record<PlaceGroupId, MapPlace[]> = {
  countries: parseGroup("countries", countriesJson),
  proxies: parseGroup("proxies", proxiesJson),
  "us-bases": parseGroup("us-bases", usBasesJson),
  refineries: parseGroup("refineries", refineriesJson),
  "missile-bases": parseGroup("missile-bases", missileBasesJson),
  "nuclear-sites": parseGroup("nuclear-sites", nuclearSitesJson),
};

export const places: MapPlace[] = placeGroupIds.flatMap((group) => placesByGroup[group]);

export const mapLines: MapLine[] = z.array(lineSchema).parse(linesJson);

/** Labels of the layer toggles, one per marker group. */
export const placeGroupLabels: Record<PlaceGroupId, string> = {
  countries: "Israel & Iran",
  proxies: "Iranian proxies",
  "us-bases": "US & coalition bases",
  refineries: "Refineries",
  "missile-bases": "Iranian missile bases",
  "nuclear-sites": "Nuclear sites",
};
