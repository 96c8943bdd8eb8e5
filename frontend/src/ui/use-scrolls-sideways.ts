import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the element's content is wider than the element, so that it scrolls sideways; followed as either
 * changes size. False where ResizeObserver is missing (jsdom).
 */
export function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const scroller = ref.current;
    if (!scroller || typeof ResizeObserver === "undefined") return;
    const measure = () => setScrolls(scroller.scrollWidth > scroller.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    for (const child of scroller.children) observer.observe(child);
    measure();
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
