import { describe, expect, it } from "vitest";
import { places } from "../map-data";
import { hasFlag } from "./draw-flag";

describe("the map's flags", () => {
  it("draws the flag of every country a marker stands in, and the US flag of the coalition sites", () => {
    const codes = [...new Set([...places.map((place) => place.countryCode), "US"])];
    expect(codes.filter((code) => !hasFlag(code))).toEqual([]);
  });
});
