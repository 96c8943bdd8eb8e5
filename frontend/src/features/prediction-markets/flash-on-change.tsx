import { useEffect, useRef, useState, type ReactNode } from "react";

/** Lights its content up once when `value` changes after the first render: a pushed price catches the eye. */
export function FlashOnChange({ value, children }: { value: unknown; children: ReactNode }) {
  const first = useRef(value);
  const [generation, setGeneration] = useState(0);
  useEffect(() => {
    if (Object.is(first.current, value)) return;
    first.current = value;
    setGeneration((count) => count + 1);
  }, [value]);
  return (
    <span key={generation} data-flash={generation > 0 || undefined} className={generation > 0 ? "rounded-sm motion-safe:animate-flash" : undefined}>
      {children}
    </span>
  );
}
