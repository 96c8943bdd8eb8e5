import { useMemo } from "react";
import { impacts } from "@tradewire/core/wire-constants";
import { Button } from "../../ui/button";
import { impactPressed } from "../news/feed-filter-bar";
import { FilterButtons } from "../news/filter-buttons";
import { useMyTickersStore } from "../news/my-tickers-store";
import { countriesOf } from "./calendar-filters";
import { useCalendarStore } from "./calendar-store";

const plainPressed = () => "border-line-strong text-ink-strong bg-surface-raised";
/** Room for "Importance", the longest label, so the three rows line up. */
const labelWidth = "w-22";

/** A member's filters: importance (HIGH, MID, LOW), the countries present, and the earnings of their own tickers. */
export function CalendarFilterBar() {
  const filters = useCalendarStore((s) => s.filters);
  const events = useCalendarStore((s) => s.events);
  const toggleImportance = useCalendarStore((s) => s.toggleImportance);
  const toggleCountry = useCalendarStore((s) => s.toggleCountry);
  const toggleMyTickers = useCalendarStore((s) => s.toggleMyTickers);
  const mine = useMyTickersStore((s) => s.tickers);
  const countries = useMemo(() => countriesOf(events), [events]);
  const nameOf = useMemo(() => new Map(countries.map((country) => [country.code, country.name])), [countries]);
  return (
    <div className="flex flex-col gap-1.5">
      <FilterButtons
        label="Importance"
        values={impacts}
        selection={filters.importances}
        onToggle={toggleImportance}
        pressedClass={(importance) => impactPressed[importance]}
        labelOf={(importance) => importance.toUpperCase()}
        labelWidth={labelWidth}
      />
      {countries.length > 0 && (
        <FilterButtons
          label="Country"
          values={countries.map((country) => country.code)}
          selection={filters.countries}
          onToggle={toggleCountry}
          pressedClass={plainPressed}
          titleOf={(code) => nameOf.get(code) ?? code}
          labelWidth={labelWidth}
        />
      )}
      <div className="flex min-w-0 items-center gap-1.5">
        <span className={`${labelWidth} shrink-0 text-2xs tracking-caps text-ink-faint uppercase`}>Tickers</span>
        <Button
          size="xs"
          aria-pressed={filters.myTickers}
          disabled={mine.length === 0 && !filters.myTickers}
          title={mine.length ? `Only the earnings of ${mine.join(", ")}` : "Add tickers with the star beside them in a story's details"}
          onClick={toggleMyTickers}
          className="aria-pressed:bg-surface-raised aria-pressed:text-accent-strong"
        >
          My tickers ({mine.length})
        </Button>
      </div>
    </div>
  );
}
