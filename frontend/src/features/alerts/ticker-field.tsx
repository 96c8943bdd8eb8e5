import { useId, useState } from "react";
import { fieldClass } from "../../ui/field-class";
import { useTickerSearch } from "../edit-news/use-debounced-search";
import { ChosenTags } from "./chosen-tags";
import { addTag, MAX_SUGGESTIONS } from "./tag-suggestions";

interface TickerFieldProps {
  tickers: readonly string[];
  onChange: (tickers: string[]) => void;
}

/**
 * An alert's Tickers: a combobox suggesting from the ticker dictionary as the editor's search does (debounced,
 * stale answers dropped), at most five, symbols already chosen left out. Enter adds the highlighted
 * suggestion or else the symbol typed; a click adds a suggestion. The server refuses symbols it does not know.
 */
export function TickerField({ tickers, onChange }: TickerFieldProps) {
  const search = useTickerSearch();
  const [active, setActive] = useState(-1);
  const listId = useId();
  const suggestions = search.open ? search.results.filter((result) => !tickers.includes(result.ticker)).slice(0, MAX_SUGGESTIONS) : [];
  const expanded = suggestions.length > 0;
  const highlighted = suggestions[active];
  const optionId = (index: number) => `${listId}-option-${index}`;

  const add = (symbol: string) => {
    onChange(addTag(tickers, symbol).map((ticker) => ticker.toUpperCase()));
    search.clear();
    setActive(-1);
  };
  // The arrows walk the list round; from the box, Down goes to the first suggestion and Up to the last.
  const move = (step: 1 | -1) =>
    setActive((current) => (current < 0 ? (step === 1 ? 0 : suggestions.length - 1) : (current + step + suggestions.length) % suggestions.length));

  return (
    <div className="space-y-1">
      <div className="relative">
        <input
          role="combobox"
          aria-label="Tickers"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listId : undefined}
          aria-activedescendant={highlighted ? optionId(active) : undefined}
          autoComplete="off"
          placeholder="Tickers (Enter to add)"
          value={search.query}
          onChange={(event) => {
            search.type(event.target.value);
            setActive(-1);
          }}
          onBlur={search.close}
          onKeyDown={(event) => {
            if (event.key === "Enter") {
              event.preventDefault();
              add(highlighted ? highlighted.ticker : search.query);
            } else if (event.key === "Escape" && expanded) {
              search.close();
              setActive(-1);
            } else if ((event.key === "ArrowDown" || event.key === "ArrowUp") && expanded) {
              event.preventDefault();
              move(event.key === "ArrowDown" ? 1 : -1);
            }
          }}
          className={fieldClass}
        />
        {expanded && (
          <ul id={listId} role="listbox" aria-label="Ticker suggestions" className="absolute inset-x-0 top-full z-10 mt-1 overflow-hidden rounded-md border border-line-strong bg-surface-raised py-1 shadow-menu">
            {suggestions.map((suggestion, index) => (
              <li
                key={suggestion.ticker}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keeps the focus in the box, so the list stays open until the click lands.
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => add(suggestion.ticker)}
                className={`flex cursor-pointer items-baseline gap-2 px-3 py-1 text-xs hover:bg-surface ${index === active ? "bg-surface" : ""}`}
              >
                <span className="font-mono font-semibold text-ink-strong">{suggestion.ticker}</span>
                <span className="min-w-0 truncate text-ink-muted">{suggestion.company}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <ChosenTags label="Tickers" tags={tickers} onChange={onChange} />
    </div>
  );
}
