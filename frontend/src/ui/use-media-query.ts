import { useSyncExternalStore } from "react";

/** The layout's desktop breakpoint (Tailwind's `lg`, 64rem), for what CSS alone cannot decide: mounting or not. */
export const desktopQuery = "(min-width: 64rem)";

/** Whether a media query matches now, following it as the window changes; false where there is no matchMedia. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener("change", changed);
      return () => list?.removeEventListener("change", changed);
    },
    () => globalThis.matchMedia?.(query).matches ?? false,
  );
}
