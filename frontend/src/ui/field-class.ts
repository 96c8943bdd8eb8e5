/** The look of a text input or select in a form: one place, so every field of the app reads the same. */
export const fieldClass =
  "w-full rounded-md border border-line-strong bg-canvas px-3 py-1.5 text-sm text-ink-strong placeholder:text-ink-faint focus-visible:border-accent focus-visible:outline-none";
