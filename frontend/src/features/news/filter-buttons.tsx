import { isSelected, type Selection } from "./toggle-selection";

interface FilterButtonsProps<T extends string> {
  label: string;
  values: readonly T[];
  selection: Selection<T>;
  onToggle: (value: T) => void;
  /** Classes of a value's pressed state, such as its impact colour. */
  pressedClass: (value: T) => string;
  /** The button's text, when it differs from the value (HIGH for high). */
  labelOf?: (value: T) => string;
  /** A value's tooltip, when its text is short for something (US for United States). */
  titleOf?: (value: T) => string;
  /** The width class of the label column, so the rows of a bar line up; wide enough for the longest label. */
  labelWidth?: string;
}

/** A labelled row of toggle buttons; pressed ones are the values shown. */
export function FilterButtons<T extends string>({ label, values, selection, onToggle, pressedClass, labelOf = String, titleOf, labelWidth = "w-14" }: FilterButtonsProps<T>) {
  return (
    <div role="group" aria-label={label} className="flex min-w-0 items-center gap-1.5">
      <span className={`${labelWidth} shrink-0 text-2xs tracking-caps text-ink-faint uppercase`}>{label}</span>
      <div className="flex min-w-0 flex-wrap gap-1">
        {values.map((value) => {
          const pressed = isSelected(selection, value);
          return (
            <button
              key={value}
              type="button"
              aria-pressed={pressed}
              title={titleOf?.(value)}
              onClick={() => onToggle(value)}
              className={`shrink-0 rounded-sm border px-2 py-0.5 font-mono text-2xs font-medium transition-colors ${
                pressed ? pressedClass(value) : "border-line text-ink-faint hover:border-line-strong hover:text-ink-muted"
              }`}
            >
              {labelOf(value)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
