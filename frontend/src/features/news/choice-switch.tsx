interface ChoiceSwitchProps<C extends string> {
  /** Names the group, on screen and for assistive technology. */
  label: string;
  options: readonly { value: C; text: string; title?: string }[];
  value: C;
  onChange: (value: C) => void;
}

/** A few mutually exclusive choices side by side; the pressed one is in force. */
export function ChoiceSwitch<C extends string>({ label, options, value, onChange }: ChoiceSwitchProps<C>) {
  return (
    <div role="group" aria-label={label} className="flex min-w-0 items-center gap-1.5">
      <span aria-hidden="true" className="shrink-0 text-2xs tracking-caps text-ink-faint uppercase">
        {label}
      </span>
      <div className="flex min-w-0 rounded-sm border border-line">
        {options.map((option) => {
          const pressed = option.value === value;
          return (
            <button
              key={option.value}
              type="button"
              aria-pressed={pressed}
              title={option.title}
              onClick={() => onChange(option.value)}
              className={`truncate px-2 py-0.5 font-mono text-2xs transition-colors ${
                pressed ? "bg-surface-raised text-ink-strong" : "text-ink-muted hover:text-ink-strong"
              }`}
            >
              {option.text}
            </button>
          );
        })}
      </div>
    </div>
  );
}
