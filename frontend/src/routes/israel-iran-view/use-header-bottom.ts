import { useLayoutEffect, useState } from "react";

/** Where the app header ends, in CSS pixels from the top of the window; it wraps to more lines on a phone. */
export function useHeaderBottom(): number {
  const [bottom, setBottom] = useState(0);
  useLayoutEffect(() => {
    const header = document.querySelector("header");
    if (!header) return;
    const update = () => setBottom(header.getBoundingClientRect().bottom);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return bottom;
}
