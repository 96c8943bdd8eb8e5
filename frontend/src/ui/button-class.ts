const base =
  "inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors disabled:opacity-50";

const variants = {
  primary: "bg-accent text-accent-ink hover:bg-accent-strong",
  secondary: "border border-line-strong text-ink-strong hover:bg-surface-raised",
} as const;

const sizes = {
  xs: "px-2 py-0.5 text-2xs",
  sm: "px-2.5 py-1.5 text-xs",
  md: "px-4 py-2.5 text-sm",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

/** Classes of a button or of a link that looks like one, so both read the same to the eye. */
export function buttonClass(variant: ButtonVariant, size: ButtonSize = "md"): string {
  return `${base} ${variants[variant]} ${sizes[size]}`;
}
