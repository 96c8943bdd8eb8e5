import { useEffect, useId, useRef, useState, type RefObject } from "react";

/** Typing pauses this long before the URL, and so the search, follows. */
const COMMIT_DELAY_MS = 300;

interface SearchFieldProps {
  /** The field's accessible name. */
  label: string;
  placeholder: string;
  /** The value in force (from the URL); the field shows it again when it changes elsewhere. */
  value: string;
  onCommit: (value: string) => void;
  clearLabel: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  /** Turns what was typed into the value to commit (trimmed by default). */
  normalize?: (text: string) => string;
  /** Why a value cannot be searched for, or null; such a value is not committed. */
  problemOf?: (value: string) => string | null;
  maxLength?: number;
  className?: string;
}

/** A search box that commits as the reader pauses (or presses Enter) and clears with one click. */
export function SearchField({
  label,
  placeholder,
  value,
  onCommit,
  clearLabel,
  inputRef,
  normalize = (text) => text.trim(),
  problemOf,
  maxLength,
  className = "",
}: SearchFieldProps) {
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const problemId = useId();

  // A clear, the back button or a shared link changed the value: show it rather than what was typed before.
  useEffect(() => {
    if (value === committed.current) return;
    committed.current = value;
    setText(value);
  }, [value]);

  const normalized = normalize(text);
  const problem = normalized === "" ? null : (problemOf?.(normalized) ?? null);
  const commit = (next: string) => {
    committed.current = next;
    onCommit(next);
  };

  useEffect(() => {
    if (problem !== null || normalized === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = normalized;
      onCommit(normalized);
    }, COMMIT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [normalized, problem, onCommit]);

  return (
    <div className={`min-w-0 ${className}`}>
      <div className="flex items-center gap-1 rounded-md border border-line-strong bg-canvas pr-1 focus-within:border-accent">
        <input
          ref={inputRef}
          type="search"
          aria-label={label}
          aria-invalid={problem !== null || undefined}
          aria-describedby={problem === null ? undefined : problemId}
          placeholder={placeholder}
          maxLength={maxLength}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && problem === null && normalized !== committed.current) commit(normalized);
          }}
          className="min-w-0 flex-1 bg-transparent px-2.5 py-1 text-sm text-ink-strong placeholder:text-ink-faint focus-visible:outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {text !== "" && (
          <button
            type="button"
            aria-label={clearLabel}
            title={clearLabel}
            onClick={() => {
              setText("");
              if (committed.current !== "") commit("");
            }}
            className="rounded-sm px-1.5 text-sm leading-none text-ink-muted hover:bg-surface-raised hover:text-ink-strong"
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
      </div>
      {problem !== null && (
        <p id={problemId} className="mt-0.5 text-2xs text-danger">
          {problem}
        </p>
      )}
    </div>
  );
}
