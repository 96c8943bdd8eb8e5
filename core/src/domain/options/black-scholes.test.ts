import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { blackScholes, optionInputProblem, type OptionInputs } from "./black-scholes";

describe("blackScholes against published values", () => {
  it("prices Hull's Example 15.6 (S=42, K=40, r=10%, σ=20%, T=0.5): call 4.76, put 0.81", () => {
    const { d1, d2, call, put } = blackScholes({ spot: 42, strike: 40, rate: 0.1, volatility: 0.2, years: 0.5 });
    expect(d1).toBeCloseTo(0.7693, 4);
    expect(d2).toBeCloseTo(0.6278, 4);
    expect(call.price).toBeCloseTo(4.76, 2);
    expect(put.price).toBeCloseTo(0.81, 2);
  });

  it("gives the greeks of Hull's chapter 19 call (S=49, K=50, r=5%, σ=20%, T=20 weeks)", () => {
    const { call } = blackScholes({ spot: 49, strike: 50, rate: 0.05, volatility: 0.2, years: 0.3846 });
    expect(call.price).toBeCloseTo(2.4, 2);
    expect(call.delta).toBeCloseTo(0.522, 3);
    expect(call.gamma).toBeCloseTo(0.066, 3);
    expect(call.thetaPerYear).toBeCloseTo(-4.31, 2);
    expect(call.thetaPerDay).toBeCloseTo(-0.0118, 4);
    expect(call.vegaPerUnit).toBeCloseTo(12.1, 1);
    expect(call.vegaPerPoint).toBeCloseTo(0.121, 3);
    expect(call.rhoPerUnit).toBeCloseTo(8.91, 2);
  });

  it("prices Hull's Example 17.1, a call on an index with a 3% dividend yield, at 51.83", () => {
    const { d1, d2, call } = blackScholes({ spot: 930, strike: 900, rate: 0.08, volatility: 0.2, years: 2 / 12, dividendYield: 0.03 });
    // Hull prints d1 and d2 cut to four decimals.
    expect(d1).toBeCloseTo(0.5444, 3);
    expect(d2).toBeCloseTo(0.4628, 3);
    expect(call.price).toBeCloseTo(51.83, 2);
  });
});

describe("blackScholes input checks", () => {
  const hull: OptionInputs = { spot: 42, strike: 40, rate: 0.1, volatility: 0.2, years: 0.5 };

  it.each([
    [{ spot: 0 }, "Spot price must be a number above 0"],
    [{ strike: -1 }, "Strike price must be a number above 0"],
    [{ rate: Number.NaN }, "Rate must be a number"],
    [{ volatility: 0 }, "Volatility must be a number above 0"],
    [{ years: 0 }, "Time to expiry must be a number of years above 0"],
    [{ dividendYield: Number.POSITIVE_INFINITY }, "Dividend yield must be a number"],
  ])("refuses %o, naming the input", (change, message) => {
    expect(optionInputProblem({ ...hull, ...change })).toBe(message);
    expect(() => blackScholes({ ...hull, ...change })).toThrow(new RangeError(message));
  });

  it("accepts a negative rate", () => {
    expect(optionInputProblem({ ...hull, rate: -0.01 })).toBeNull();
  });
});

describe("blackScholes properties", () => {
  const inputsArb = fc
    .record({
      spot: fc.double({ min: 1, max: 1000, noNaN: true }),
      moneyness: fc.double({ min: 0.5, max: 2, noNaN: true }),
      rate: fc.double({ min: -0.02, max: 0.15, noNaN: true }),
      volatility: fc.double({ min: 0.05, max: 1.5, noNaN: true }),
      years: fc.double({ min: 0.02, max: 5, noNaN: true }),
      dividendYield: fc.double({ min: 0, max: 0.1, noNaN: true }),
    })
    .map(({ moneyness, ...rest }): OptionInputs => ({ ...rest, strike: rest.spot * moneyness }));

  const closeTo = (actual: number, expected: number, relative: number) =>
    Math.abs(actual - expected) <= relative * Math.max(1, Math.abs(expected));

  it("keeps put-call parity: c - p = S·e^(-qT) - K·e^(-rT)", () => {
    fc.assert(
      fc.property(inputsArb, (inputs) => {
        const { call, put } = blackScholes(inputs);
        const forward = inputs.spot * Math.exp(-inputs.dividendYield! * inputs.years) - inputs.strike * Math.exp(-inputs.rate * inputs.years);
        expect(closeTo(call.price - put.price, forward, 1e-10)).toBe(true);
        expect(call.delta - put.delta).toBeCloseTo(Math.exp(-inputs.dividendYield! * inputs.years), 12);
      }),
    );
  });

  it("prices a call higher and a put lower as the underlying rises", () => {
    fc.assert(
      fc.property(inputsArb, fc.double({ min: 0.01, max: 100, noNaN: true }), (inputs, rise) => {
        const before = blackScholes(inputs);
        const after = blackScholes({ ...inputs, spot: inputs.spot + rise });
        expect(after.call.price).toBeGreaterThanOrEqual(before.call.price);
        expect(after.put.price).toBeLessThanOrEqual(before.put.price);
      }),
    );
  });

  it("stays within the no-arbitrage bounds of a call", () => {
    fc.assert(
      fc.property(inputsArb, (inputs) => {
        const { call } = blackScholes(inputs);
        const carried = inputs.spot * Math.exp(-inputs.dividendYield! * inputs.years);
        const lower = Math.max(0, carried - inputs.strike * Math.exp(-inputs.rate * inputs.years));
        expect(call.price).toBeGreaterThanOrEqual(lower - 1e-9 * carried);
        expect(call.price).toBeLessThanOrEqual(carried * (1 + 1e-12));
      }),
    );
  });

  it("has greeks that match finite differences of its own price", () => {
    fc.assert(
      fc.property(inputsArb, (inputs) => {
        const { call, put } = blackScholes(inputs);
        const bump = (change: Partial<OptionInputs>) => blackScholes({ ...inputs, ...change });
        // A small step: near expiry and deep in the money the price bends fast, and a 1e-4 step's truncation
        // error alone reached the tolerance (gamma off by 1.0e-5 at S=1, K=0.97, σ=5%, T=0.02).
        const hS = inputs.spot * 1e-6;
        const up = bump({ spot: inputs.spot + hS });
        const down = bump({ spot: inputs.spot - hS });
        expect(closeTo(call.delta, (up.call.price - down.call.price) / (2 * hS), 1e-5)).toBe(true);
        expect(closeTo(put.delta, (up.put.price - down.put.price) / (2 * hS), 1e-5)).toBe(true);
        expect(closeTo(call.gamma, (up.call.delta - down.call.delta) / (2 * hS), 1e-5)).toBe(true);

        const hV = 1e-5;
        const vegaEstimate = (bump({ volatility: inputs.volatility + hV }).call.price - bump({ volatility: inputs.volatility - hV }).call.price) / (2 * hV);
        expect(closeTo(call.vegaPerUnit, vegaEstimate, 1e-5)).toBe(true);

        // Theta is the price change as time passes: minus the derivative in T.
        const hT = Math.min(1e-5, inputs.years / 10);
        const thetaEstimate = -(bump({ years: inputs.years + hT }).put.price - bump({ years: inputs.years - hT }).put.price) / (2 * hT);
        expect(closeTo(put.thetaPerYear, thetaEstimate, 1e-4)).toBe(true);

        const hR = 1e-6;
        const rhoEstimate = (bump({ rate: inputs.rate + hR }).call.price - bump({ rate: inputs.rate - hR }).call.price) / (2 * hR);
        expect(closeTo(call.rhoPerUnit, rhoEstimate, 1e-4)).toBe(true);
      }),
    );
  });

  it("quotes theta per calendar day and vega and rho per percentage point as the yearly and per-1.0 values scaled", () => {
    fc.assert(
      fc.property(inputsArb, (inputs) => {
        for (const side of Object.values({ call: blackScholes(inputs).call, put: blackScholes(inputs).put })) {
          expect(side.thetaPerDay).toBeCloseTo(side.thetaPerYear / 365, 12);
          expect(side.vegaPerPoint).toBeCloseTo(side.vegaPerUnit / 100, 12);
          expect(side.rhoPerPoint).toBeCloseTo(side.rhoPerUnit / 100, 12);
        }
      }),
    );
  });
});
