import { describe, expect, it } from "vitest";
import { countryCodeOf, UNKNOWN_COUNTRY } from "./countries";

describe("countryCodeOf", () => {
  it("codes the names Nasdaq's economic calendar uses, the euro area as EU", () => {
    const names = ["United States", "Euro Zone", "United Kingdom", "Japan", "China", "Spain", "Italy", "Brazil", "Hong Kong", "Singapore", "Canada", "New Zealand", "South Korea", "Australia"];
    expect(names.map(countryCodeOf)).toEqual(["US", "EU", "GB", "JP", "CN", "ES", "IT", "BR", "HK", "SG", "CA", "NZ", "KR", "AU"]);
  });

  it("finds a country the table lacks among ICU's English names, whatever the case and punctuation", () => {
    expect(countryCodeOf("Bahrain")).toBe("BH");
    expect(countryCodeOf("sri lanka")).toBe("LK");
    expect(countryCodeOf("  Côte d’Ivoire ")).toBe("CI");
  });

  it("keeps a name nobody knows usable under the unknown region", () => {
    expect(countryCodeOf("Atlantis")).toBe(UNKNOWN_COUNTRY);
    expect(countryCodeOf("")).toBe(UNKNOWN_COUNTRY);
  });

  it("codes an event of no one country (an OPEC+ meeting) as the world", () => {
    expect(countryCodeOf("World")).toBe("WLD");
  });
});
