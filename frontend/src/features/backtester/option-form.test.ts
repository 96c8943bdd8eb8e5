import { describe, expect, it } from "vitest";
import { optionInputProblem } from "@tradewire/core/domain/options/black-scholes";
import { hullExample, optionInputsOf } from "./option-form";

describe("optionInputsOf", () => {
  it("turns percentages into yearly fractions", () => {
    expect(optionInputsOf(hullExample)).toEqual({ spot: 42, strike: 40, years: 0.5, volatility: 0.2, rate: 0.1, dividendYield: 0 });
  });

  it("reads a blank or non-numeric field as no number, so the calculator names it", () => {
    expect(optionInputProblem(optionInputsOf({ ...hullExample, spot: " " }))).toBe("Spot price must be a number above 0");
    expect(optionInputProblem(optionInputsOf({ ...hullExample, ratePercent: "" }))).toBe("Rate must be a number");
    expect(optionInputProblem(optionInputsOf({ ...hullExample, volatilityPercent: "abc" }))).toBe("Volatility must be a number above 0");
  });
});
