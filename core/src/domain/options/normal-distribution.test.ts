import { describe, expect, it } from "vitest";
import { normalCdf, normalDensity } from "./normal-distribution";

describe("normalCdf", () => {
  // Reference values of N(x) computed with arbitrary precision (erfc).
  it.each([
    [0, 0.5],
    [1, 0.8413447460685429],
    [-1, 0.15865525393145707],
    [1.96, 0.9750021048517795],
    [-1.96, 0.024997895148220435],
    [0.5, 0.6914624612740131],
    [3, 0.9986501019683699],
    [-3, 0.0013498980316300946],
  ])("N(%s) = %s to double precision", (x, expected) => {
    expect(Math.abs(normalCdf(x) - expected)).toBeLessThan(1e-14);
  });

  it("stays within 1e-7 of the true value, relatively, far in the tail", () => {
    expect(normalCdf(-5) / 2.866515718791946e-7).toBeCloseTo(1, 9);
    expect(normalCdf(-8) / 6.220960574271819e-16).toBeCloseTo(1, 7);
    expect(normalCdf(-10) / 7.619853024160593e-24).toBeCloseTo(1, 7);
    expect(normalCdf(-40)).toBe(0);
    expect(normalCdf(40)).toBe(1);
  });

  it("is symmetric: N(x) + N(-x) = 1", () => {
    for (const x of [0.1, 0.77, 2.5, 6.9, 7.2, 12]) expect(normalCdf(x) + normalCdf(-x)).toBeCloseTo(1, 14);
  });
});

describe("normalDensity", () => {
  it("is 1/sqrt(2π) at 0 and symmetric", () => {
    expect(normalDensity(0)).toBeCloseTo(0.3989422804014327, 15);
    expect(normalDensity(1.3)).toBe(normalDensity(-1.3));
  });
});
