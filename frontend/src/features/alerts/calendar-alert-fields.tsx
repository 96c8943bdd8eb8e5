import { useId } from "react";
import { ToggleGroup } from "radix-ui";
import { impacts } from "@tradewire/core/wire-constants";
import { fieldClass } from "../../ui/field-class";
import type { AlertForm } from "./alerts-api";

/** The economies whose releases move markets most, offered as toggles; an alert may hold others (set through the API). */
const offeredCountries: readonly (readonly [code: string, name: string])[] = [
  ["US", "United States"],
  ["EU", "Euro area"],
  ["GB", "United Kingdom"],
  ["JP", "Japan"],
  ["CN", "China"],
  ["CA", "Canada"],
  ["AU", "Australia"],
  ["NZ", "New Zealand"],
  ["CH", "Switzerland"],
  ["DE", "Germany"],
];

/** Reminder choices, in minutes before the event (the API takes any 1 to 1440). */
const reminderChoices = [5, 10, 15, 30, 60, 120, 1_440];

const reminderText = (minutes: number) =>
  minutes === 1_440 ? "1 day before" : minutes >= 60 && minutes % 60 === 0 ? `${minutes / 60} ${minutes === 60 ? "hour" : "hours"} before` : `${minutes} ${minutes === 1 ? "minute" : "minutes"} before`;

interface CalendarAlertFieldsProps {
  form: AlertForm;
  onChange: (changes: Partial<AlertForm>) => void;
}

/** What a calendar alert listens for: the least importance, the countries (none: all), my tickers' earnings only, and a reminder. */
export function CalendarAlertFields({ form, onChange }: CalendarAlertFieldsProps) {
  const countriesLabel = useId();
  const known = new Set(offeredCountries.map(([code]) => code));
  const countries = [...offeredCountries, ...form.countries.filter((code) => !known.has(code)).map((code) => [code, code] as const)];
  const reminders = form.remind_minutes === null || reminderChoices.includes(form.remind_minutes) ? reminderChoices : [...reminderChoices, form.remind_minutes].sort((a, b) => a - b);
  return (
    <div className="grid items-start gap-2 sm:grid-cols-2">
      <label className="grid gap-1 text-2xs text-ink-muted">
        Minimum importance
        <select className={fieldClass} value={form.min_impact ?? ""} onChange={(event) => onChange({ min_impact: (event.target.value || null) as AlertForm["min_impact"] })}>
          <option value="">Any importance</option>
          {impacts.map((impact) => (
            <option key={impact} value={impact}>
              {impact} or higher
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-2xs text-ink-muted">
        Reminder
        <select className={fieldClass} value={form.remind_minutes ?? ""} onChange={(event) => onChange({ remind_minutes: event.target.value ? Number(event.target.value) : null })}>
          <option value="">No reminder</option>
          {reminders.map((minutes) => (
            <option key={minutes} value={minutes}>
              {reminderText(minutes)}
            </option>
          ))}
        </select>
      </label>
      <div className="grid gap-1 sm:col-span-2">
        <span id={countriesLabel} className="text-2xs text-ink-muted">
          Countries {form.countries.length ? `(${form.countries.length} chosen)` : "(none chosen: every country)"}
        </span>
        <ToggleGroup.Root type="multiple" aria-labelledby={countriesLabel} value={form.countries} onValueChange={(chosen) => onChange({ countries: chosen })} className="flex flex-wrap gap-1">
          {countries.map(([code, name]) => (
            <ToggleGroup.Item
              key={code}
              value={code}
              // The code as shown, inside the name a screen reader or voice control uses.
              aria-label={name === code ? code : `${name} (${code})`}
              title={name}
              className="rounded-sm border border-line px-2 py-0.5 font-mono text-2xs font-medium text-ink-faint transition-colors hover:border-line-strong hover:text-ink-muted data-[state=on]:border-accent/40 data-[state=on]:bg-surface-raised data-[state=on]:text-accent-strong"
            >
              {code}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      </div>
      <label className="flex items-center gap-1.5 text-xs text-ink-muted sm:col-span-2">
        <input type="checkbox" checked={form.my_tickers} onChange={(event) => onChange({ my_tickers: event.target.checked })} />
        Only the earnings of my tickers
      </label>
      <p className="text-2xs text-ink-muted sm:col-span-2">
        When a matching event's actual is out: “US CPI y/y 3.1% vs 3.0% expected (previous 3.0%) — beat”, with a link to the calendar. A reminder comes before events that have a time.
      </p>
    </div>
  );
}
