import { useEffect, useId, useMemo, useState, type KeyboardEvent } from "react";
import { Popover } from "radix-ui";
import { classNames } from "./class-names";
import { fieldClass } from "./field-class";
import { floatingPanelClass } from "./floating-panel-class";
import { matchingOptions, type SelectGroup, type SelectOption } from "./matching-options";

interface SearchableSelectProps {
  /** Names the button and the list ("Ticker"). */
  label: string;
  /** Names the filter box and says what it searches ("Search name or symbol"). */
  searchLabel: string;
  value: string | null;
  groups: readonly SelectGroup[];
  onChange: (value: string) => void;
  /** The width of the button, which fills it. */
  widthClass?: string;
}

/** PageDown and PageUp move this many options. */
const PAGE = 10;

const textOf = (option: SelectOption) => (option.detail ? `${option.label} (${option.detail})` : option.label);

function OptionText({ option }: { option: SelectOption }) {
  return (
    <>
      {option.label}
      {option.detail && (
        <>
          {" "}
          <span className="font-mono text-ink-muted">({option.detail})</span>
        </>
      )}
    </>
  );
}

/**
 * A choice among many: a button showing the chosen option that opens a filter box over a grouped list (the combobox
 * pattern of WAI-ARIA: the focus stays in the box, the arrows and PageUp/PageDown move through the list, Enter
 * chooses, Escape closes and gives the focus back to the button; Down or Up on the button opens it too). Radix
 * Popover places the list and dismisses it.
 */
export function SearchableSelect({ label, searchLabel, value, groups, onChange, widthClass }: SearchableSelectProps) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [active, setActive] = useState<string | null>(null);
  const labelId = useId();
  const valueId = useId();
  const listId = useId();
  const optionId = (option: string) => `${listId}-${option}`;

  const shown = useMemo(() => matchingOptions(groups, typed), [groups, typed]);
  const listed = useMemo(() => shown.flatMap((group) => group.options), [shown]);
  const chosen = useMemo(() => groups.flatMap((group) => group.options).find((option) => option.value === value), [groups, value]);
  const activeIndex = listed.findIndex((option) => option.value === active);

  useEffect(() => {
    // jsdom has no scrollIntoView; a browser always does.
    if (open && active !== null) document.getElementById(optionId(active))?.scrollIntoView?.({ block: "nearest" });
  });

  const openChange = (next: boolean) => {
    setOpen(next);
    setTyped("");
    setActive(next ? value : null);
  };
  const choose = (option: string) => {
    onChange(option);
    openChange(false);
  };
  const type = (text: string) => {
    setTyped(text);
    setActive(matchingOptions(groups, text)[0]?.options[0]?.value ?? null);
  };
  const moveBy = (step: number) => {
    if (!listed.length) return;
    const from = activeIndex < 0 ? (step > 0 ? -1 : listed.length) : activeIndex;
    setActive(listed[Math.min(listed.length - 1, Math.max(0, from + step))]!.value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const steps: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: PAGE, PageUp: -PAGE };
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      moveBy(step);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const option = listed[activeIndex] ?? (listed.length === 1 ? listed[0] : undefined);
      if (option) choose(option.value);
    }
  };

  return (
    <Popover.Root open={open} onOpenChange={openChange}>
      <div className={classNames("min-w-0 max-w-full", widthClass)}>
        <span id={labelId} className="sr-only">
          {label}
        </span>
        <Popover.Trigger asChild>
          <button
            type="button"
            aria-labelledby={`${labelId} ${valueId}`}
            title={chosen ? textOf(chosen) : undefined}
            onKeyDown={(event) => {
              if (event.key === "ArrowDown" || event.key === "ArrowUp") {
                event.preventDefault();
                openChange(true);
              }
            }}
            className={`${fieldClass} flex min-w-0 items-center justify-between gap-2 py-1 text-left text-xs`}
          >
            <span id={valueId} className="truncate">
              {chosen ? <OptionText option={chosen} /> : "Choose..."}
            </span>
            <span aria-hidden="true" className="text-ink-faint">
              ▾
            </span>
          </button>
        </Popover.Trigger>
      </div>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={4}
          aria-label={label}
          className={`${floatingPanelClass} flex w-[max(var(--radix-popover-trigger-width),20rem)] max-w-[calc(100vw-1rem)] flex-col gap-2 rounded-md p-2`}
        >
          <input
            role="combobox"
            aria-label={searchLabel}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeIndex >= 0 ? optionId(listed[activeIndex]!.value) : undefined}
            autoComplete="off"
            placeholder={searchLabel}
            value={typed}
            onChange={(event) => type(event.target.value)}
            onKeyDown={onKeyDown}
            className={`${fieldClass} py-1 text-xs`}
          />
          <div id={listId} role="listbox" aria-label={label} className="max-h-72 overflow-y-auto">
            {shown.map((group) => (
              <div key={group.label} role="group" aria-label={group.label}>
                <div aria-hidden="true" className="sticky top-0 bg-surface-raised px-2 py-1 text-2xs tracking-caps text-ink-faint uppercase">
                  {group.label}
                </div>
                {group.options.map((option) => (
                  <div
                    key={option.value}
                    id={optionId(option.value)}
                    role="option"
                    aria-selected={option.value === active}
                    onPointerMove={() => setActive(option.value)}
                    onClick={() => choose(option.value)}
                    className={classNames(
                      "flex cursor-pointer items-baseline justify-between gap-2 rounded-sm px-2 py-1 text-xs text-ink-strong",
                      option.value === active && "bg-surface",
                    )}
                  >
                    <span>
                      <OptionText option={option} />
                    </span>
                    {option.value === value && (
                      <span aria-hidden="true" className="text-accent-strong">
                        ✓
                      </span>
                    )}
                  </div>
                ))}
              </div>
            ))}
          </div>
          {listed.length === 0 && <p className="px-2 py-1 text-xs text-ink-muted">Nothing matches "{typed.trim()}".</p>}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
