import { useCallback, useLayoutEffect, useMemo, useRef, useState, type RefObject } from "react";
import { findRowAt } from "./find-row-at";

interface VirtualWindowOptions {
  /** One stable key per row, in order; a row's measured height follows its key when rows shift. */
  keys: readonly string[];
  /** The height assumed for a row until it has been on screen once. */
  estimateHeight: number;
  /** Rows rendered beyond each edge, so a fast flick does not show blank space. */
  overscan: number;
  scrollRef: RefObject<HTMLElement | null>;
}

export interface VirtualRow {
  index: number;
  key: string;
  top: number;
}

/**
 * Windowing over a scroll container with measured rows: only the rows in view (plus overscan) are
 * rendered, each placed at the running sum of the heights before it.
 */
export function useVirtualWindow({ keys, estimateHeight, overscan, scrollRef }: VirtualWindowOptions) {
  const heights = useRef(new Map<string, number>());
  // Heights live in a ref so a measurement costs no render of its own; this counter asks for one.
  const [measurements, setMeasurements] = useState(0);
  const [viewport, setViewport] = useState({ top: 0, height: 0 });

  const offsets = useMemo(() => {
    const result = new Float64Array(keys.length + 1);
    keys.forEach((key, index) => {
      result[index + 1] = result[index]! + (heights.current.get(key) ?? estimateHeight);
    });
    return result;
    // `measurements` stands for the heights in the ref.
  }, [keys, estimateHeight, measurements]);

  const indexOf = useMemo(() => new Map(keys.map((key, index) => [key, index])), [keys]);
  const latest = useRef({ offsets, indexOf });
  useLayoutEffect(() => {
    latest.current = { offsets, indexOf };
  }, [offsets, indexOf]);

  const [observer] = useState(() =>
    typeof ResizeObserver === "undefined"
      ? null
      : new ResizeObserver((entries) => {
          const container = scrollRef.current;
          let changed = false;
          let shiftAbove = 0;
          for (const entry of entries) {
            const row = entry.target as HTMLElement;
            const key = row.dataset.rowKey;
            if (key === undefined) continue;
            const height = entry.borderBoxSize[0]?.blockSize ?? row.offsetHeight;
            const before = heights.current.get(key) ?? estimateHeight;
            heights.current.set(key, height);
            if (Math.abs(height - before) < 0.5) continue;
            changed = true;
            const index = latest.current.indexOf.get(key);
            if (container && index !== undefined && latest.current.offsets[index]! < container.scrollTop) {
              shiftAbove += height - before;
            }
          }
          // A row above the fold that turns out taller than guessed must not push the reader's
          // place down: scroll by the same amount.
          if (container && shiftAbove !== 0) container.scrollTop += shiftAbove;
          if (changed) setMeasurements((count) => count + 1);
        }),
  );

  const measureRow = useCallback(
    (row: HTMLElement | null) => {
      if (!row || !observer) return;
      observer.observe(row);
      return () => observer.unobserve(row);
    },
    [observer],
  );

  useLayoutEffect(() => {
    const container = scrollRef.current;
    if (!container) return;
    const update = () =>
      setViewport((current) =>
        current.top === container.scrollTop && current.height === container.clientHeight
          ? current
          : { top: container.scrollTop, height: container.clientHeight },
      );
    update();
    container.addEventListener("scroll", update, { passive: true });
    const resize = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(update);
    resize?.observe(container);
    return () => {
      container.removeEventListener("scroll", update);
      resize?.disconnect();
    };
  }, [scrollRef]);

  const count = keys.length;
  const firstInView = findRowAt(offsets, viewport.top);
  const lastInView = findRowAt(offsets, viewport.top + viewport.height);
  const rows: VirtualRow[] = [];
  for (let index = Math.max(0, firstInView - overscan); index <= Math.min(count - 1, lastInView + overscan); index++) {
    rows.push({ index, key: keys[index]!, top: offsets[index]! });
  }
  return { rows, totalHeight: offsets[count]!, lastInView, scrollTop: viewport.top, measureRow };
}
