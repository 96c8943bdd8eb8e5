import { normalCdf, normalDensity } from "./normal-distribution";

/** Theta per day is theta per year over calendar days, as Hull quotes it. */
export const DAYS_PER_YEAR = 365;

/** What prices a European option; rates, yields and volatility are yearly fractions (0.05 is 5%). */
export interface OptionInputs {
  /** Price of the underlying now (S). */
  spot: number;
  /** Strike price (K). */
  strike: number;
  /** Continuously compounded risk-free rate a year (r). */
  rate: number;
  /** Volatility of the underlying's returns a year (σ). */
  volatility: number;
  /** Time to expiry in years (T). */
  years: number;
  /** Continuous dividend yield a year (q); 0 for a stock paying none. */
  dividendYield?: number;
}

/** One option's value and sensitivities; each unit is in the name, since both conventions are quoted. */
export interface OptionValue {
  price: number;
  /** Change of price per 1 of the underlying. */
  delta: number;
  /** Change of delta per 1 of the underlying. */
  gamma: number;
  /** Change of price per year that passes (the textbook unit). */
  thetaPerYear: number;
  /** Change of price per calendar day that passes: thetaPerYear / 365. */
  thetaPerDay: number;
  /** Change of price per 1.0 (100 percentage points) of volatility (the textbook unit). */
  vegaPerUnit: number;
  /** Change of price per 1 percentage point of volatility: vegaPerUnit / 100. */
  vegaPerPoint: number;
  /** Change of price per 1.0 (100 percentage points) of the rate (the textbook unit). */
  rhoPerUnit: number;
  /** Change of price per 1 percentage point of the rate: rhoPerUnit / 100. */
  rhoPerPoint: number;
}

export interface OptionValuation {
  d1: number;
  d2: number;
  call: OptionValue;
  put: OptionValue;
}

const positive = (value: number) => Number.isFinite(value) && value > 0;

/** Why the inputs cannot be priced, naming the input; null when they can. */
export function optionInputProblem(inputs: OptionInputs): string | null {
  if (!positive(inputs.spot)) return "Spot price must be a number above 0";
  if (!positive(inputs.strike)) return "Strike price must be a number above 0";
  if (!Number.isFinite(inputs.rate)) return "Rate must be a number";
  if (!positive(inputs.volatility)) return "Volatility must be a number above 0";
  if (!positive(inputs.years)) return "Time to expiry must be a number of years above 0";
  if (!Number.isFinite(inputs.dividendYield ?? 0)) return "Dividend yield must be a number";
  return null;
}

/**
 * Black-Scholes-Merton value and greeks of a European call and put (Hull, "Options, Futures, and
 * Other Derivatives", chapters 15 and 19), with a continuous dividend yield. Throws a RangeError
 * naming the input when one cannot be priced (see optionInputProblem).
 */
export function blackScholes(inputs: OptionInputs): OptionValuation {
  const problem = optionInputProblem(inputs);
  if (problem) throw new RangeError(problem);
  const { spot: s, strike: k, rate: r, volatility: sigma, years: t } = inputs;
  const q = inputs.dividendYield ?? 0;

  const sqrtT = Math.sqrt(t);
  const d1 = (Math.log(s / k) + (r - q + (sigma * sigma) / 2) * t) / (sigma * sqrtT);
  const d2 = d1 - sigma * sqrtT;
  const carried = s * Math.exp(-q * t);
  const discounted = k * Math.exp(-r * t);
  const density = normalDensity(d1);

  // Gamma and vega do not depend on the side; the time decay of the volatility term neither.
  const gamma = (Math.exp(-q * t) * density) / (s * sigma * sqrtT);
  const vegaPerUnit = carried * density * sqrtT;
  const volatilityDecay = -(carried * density * sigma) / (2 * sqrtT);

  const valueOf = (price: number, delta: number, thetaPerYear: number, rhoPerUnit: number): OptionValue => ({
    price,
    delta,
    gamma,
    thetaPerYear,
    thetaPerDay: thetaPerYear / DAYS_PER_YEAR,
    vegaPerUnit,
    vegaPerPoint: vegaPerUnit / 100,
    rhoPerUnit,
    rhoPerPoint: rhoPerUnit / 100,
  });

  const call = valueOf(
    carried * normalCdf(d1) - discounted * normalCdf(d2),
    Math.exp(-q * t) * normalCdf(d1),
    volatilityDecay - r * discounted * normalCdf(d2) + q * carried * normalCdf(d1),
    discounted * t * normalCdf(d2),
  );
  const put = valueOf(
    discounted * normalCdf(-d2) - carried * normalCdf(-d1),
    -Math.exp(-q * t) * normalCdf(-d1),
    volatilityDecay + r * discounted * normalCdf(-d2) - q * carried * normalCdf(-d1),
    -discounted * t * normalCdf(-d2),
  );
  return { d1, d2, call, put };
}
