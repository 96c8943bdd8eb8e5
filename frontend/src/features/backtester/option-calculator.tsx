import { useId, useMemo, useState } from "react";
import { blackScholes, optionInputProblem, type OptionValue } from "@tradewire/core/domain/options/black-scholes";
import { DataCell } from "../../ui/data-cell";
import { DataRow } from "../../ui/data-row";
import { DataTable } from "../../ui/data-table";
import { ErrorState } from "../../ui/error-state";
import { fieldClass } from "../../ui/field-class";
import { RowHeaderCell } from "../../ui/row-header-cell";
import { hullExample, optionInputsOf, type OptionForm } from "./option-form";

const fields: { key: keyof OptionForm; label: string; unit: string }[] = [
  { key: "spot", label: "Spot price S", unit: "" },
  { key: "strike", label: "Strike K", unit: "" },
  { key: "years", label: "Expiry T", unit: "years" },
  { key: "volatilityPercent", label: "Volatility σ", unit: "% a year" },
  { key: "ratePercent", label: "Risk-free rate r", unit: "% a year" },
  { key: "dividendYieldPercent", label: "Dividend yield q", unit: "% a year" },
];

/** Each measure with the unit it is quoted in, since textbooks and trading screens use different ones. */
const measures: { key: keyof OptionValue; name: string; unit: string }[] = [
  { key: "price", name: "Price", unit: "per share" },
  { key: "delta", name: "Delta", unit: "per 1 of S" },
  { key: "gamma", name: "Gamma", unit: "per 1 of S" },
  { key: "thetaPerYear", name: "Theta", unit: "per year" },
  { key: "thetaPerDay", name: "Theta", unit: "per calendar day (÷365)" },
  { key: "vegaPerUnit", name: "Vega", unit: "per 1.0 of σ (100 points)" },
  { key: "vegaPerPoint", name: "Vega", unit: "per 1% point of σ" },
  { key: "rhoPerPoint", name: "Rho", unit: "per 1% point of r" },
];

const figure = (value: number) => value.toFixed(4);

/** A European option calculator: Black-Scholes-Merton price and greeks of a call and a put, as the inputs change. */
export function OptionCalculator() {
  const formId = useId();
  const [form, setForm] = useState<OptionForm>(hullExample);
  const inputs = useMemo(() => optionInputsOf(form), [form]);
  const problem = optionInputProblem(inputs);
  const valuation = problem ? null : blackScholes(inputs);

  return (
    <div className="flex flex-col gap-3">
      <form aria-label="Option inputs" onSubmit={(event) => event.preventDefault()} className="grid grid-cols-2 gap-x-3 gap-y-2 sm:grid-cols-3">
        {fields.map((field) => (
          <div key={field.key} className="flex min-w-0 flex-col gap-1">
            <label htmlFor={`${formId}-${field.key}`} className="text-2xs text-ink-muted">
              {field.label}
              {field.unit && <span className="text-ink-faint"> ({field.unit})</span>}
            </label>
            <input
              id={`${formId}-${field.key}`}
              type="number"
              inputMode="decimal"
              step="any"
              value={form[field.key]}
              onChange={(event) => setForm({ ...form, [field.key]: event.target.value })}
              className={`${fieldClass} py-1 font-mono tabular-nums`}
            />
          </div>
        ))}
      </form>
      {problem && <ErrorState>{problem}</ErrorState>}
      {valuation && (
        <>
          <DataTable
            label="Option values"
            density="compact"
            columns={[
              { key: "measure", header: "Measure" },
              { key: "unit", header: "Unit" },
              { key: "call", header: "Call", align: "right" },
              { key: "put", header: "Put", align: "right" },
            ]}
          >
            {measures.map((measure) => (
              <DataRow key={measure.key}>
                <RowHeaderCell className="font-sans font-medium">{measure.name}</RowHeaderCell>
                <DataCell className="text-ink-muted">{measure.unit}</DataCell>
                <DataCell numeric>{figure(valuation.call[measure.key])}</DataCell>
                <DataCell numeric>{figure(valuation.put[measure.key])}</DataCell>
              </DataRow>
            ))}
          </DataTable>
          <p className="font-mono text-2xs text-ink-faint tabular-nums">
            d1 {figure(valuation.d1)} · d2 {figure(valuation.d2)} · European exercise, Black-Scholes-Merton with a continuous dividend yield.
            Opens on Hull's Example 15.6.
          </p>
        </>
      )}
    </div>
  );
}
