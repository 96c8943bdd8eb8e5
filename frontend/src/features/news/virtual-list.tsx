import { useEffect, useMemo, useRef, type ReactNode, type RefObject } from "react";
import { useVirtualWindow } from "./use-virtual-window";

/** Within this many rows of the end, the next page is asked for. */
const END_DISTANCE = 20;
/** A reader this close to the top is "at the top": new stories may move the list. */
const TOP_SLACK_PX = 8;

interface VirtualListProps<T> {
  items: readonly T[];
  /** Must be stable across renders (a module-level function), since keys are derived from it. */
  keyOf: (item: T) => string;
  renderRow: (item: T, index: number) => ReactNode;
  estimateHeight: number;
  overscan?: number;
  label: string;
  scrollRef: RefObject<HTMLDivElement | null>;
  onEndReached?: () => void;
  onAtTopChange?: (atTop: boolean) => void;
  className?: string;
}

/** A scrolling list that renders only the rows in view, so 10,000 items scroll as smoothly as 10. */
export function VirtualList<T>({
  items,
  keyOf,
  renderRow,
  estimateHeight,
  overscan = 6,
  label,
  scrollRef,
  onEndReached,
  onAtTopChange,
  className = "",
}: VirtualListProps<T>) {
  const keys = useMemo(() => items.map(keyOf), [items, keyOf]);
  const { rows, totalHeight, lastInView, scrollTop, measureRow } = useVirtualWindow({
    keys,
    estimateHeight,
    overscan,
    scrollRef,
  });

  // Callers pass fresh closures; the effects below should fire on scrolling, not on every render.
  const callbacks = useRef({ onEndReached, onAtTopChange });
  useEffect(() => {
    callbacks.current = { onEndReached, onAtTopChange };
  });

  const nearEnd = items.length > 0 && lastInView >= items.length - END_DISTANCE;
  useEffect(() => {
    if (nearEnd) callbacks.current.onEndReached?.();
  }, [nearEnd, items.length]);

  const atTop = scrollTop <= TOP_SLACK_PX;
  useEffect(() => {
    callbacks.current.onAtTopChange?.(atTop);
  }, [atTop]);

  return (
    <div
      ref={scrollRef}
      tabIndex={0}
      role="region"
      aria-label={label}
      className={`overflow-y-auto overscroll-contain [overflow-anchor:none] ${className}`}
    >
      <div role="list" className="relative" style={{ height: totalHeight }}>
        {rows.map(({ index, key, top }) => (
          <div
            key={key}
            ref={measureRow}
            data-row-key={key}
            role="listitem"
            aria-posinset={index + 1}
            aria-setsize={items.length}
            className="absolute inset-x-0 top-0"
            style={{ transform: `translateY(${top}px)` }}
          >
            {renderRow(items[index]!, index)}
          </div>
        ))}
      </div>
    </div>
  );
}
