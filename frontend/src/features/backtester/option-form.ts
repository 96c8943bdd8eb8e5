import type { OptionInputs } from "@tradewire/core/domain/options/black-scholes";

/** The calculator's fields as typed; rates, yield and volatility in percent a year, time in years. */
export interface OptionForm {
  spot: string;
  strike: string;
  years: string;
  volatilityPercent: string;
  ratePercent: string;
  dividendYieldPercent: string;
}

/** Hull's Example 15.6 (S=42, K=40, T=0.5, σ=20%, r=10%): call 4.76, put 0.81, a check anyone can repeat. */
export const hullExample: OptionForm = {
  spot: "42",
  strike: "40",
  years: "0.5",
  volatilityPercent: "20",
  ratePercent: "10",
  dividendYieldPercent: "0",
};

/** A blank field is not a number (Number("") would be 0). */
const numberOf = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.trim()));

/** The form as the pricing function takes it: percentages become fractions. */
export function optionInputsOf(form: OptionForm): OptionInputs {
  return {
    spot: numberOf(form.spot),
    strike: numberOf(form.strike),
    years: numberOf(form.years),
    volatility: numberOf(form.volatilityPercent) / 100,
    rate: numberOf(form.ratePercent) / 100,
    dividendYield: numberOf(form.dividendYieldPercent) / 100,
  };
}
