import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type ReactNode, type Ref, type RefObject } from "react";
import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  observeWindowOffset,
  observeWindowRect,
  useVirtualizer,
  windowScroll,
  type VirtualizerOptions,
} from "@tanstack/react-virtual";

/** Within this many rows of the end, the next page is asked for. */
const END_DISTANCE = 20;
/** A reader this close to the top is "at the top": new stories may move the list. */
const TOP_SLACK_PX = 8;

/** What a caller may ask of the list beyond its props. */
export interface VirtualListHandle {
  /** The first row at least partly in view. */
  firstIndexInView: () => number;
}

interface VirtualListProps<T> {
  items: readonly T[];
  /** Must be stable across renders (a module-level function), since keys are derived from it. */
  keyOf: (item: T) => string;
  renderRow: (item: T, index: number) => ReactNode;
  estimateHeight: number;
  overscan?: number;
  label: string;
  scrollRef: RefObject<HTMLDivElement | null>;
  /** The key of the row the keyboard is on: marked current, scrolled into view and given focus when it changes. */
  activeKey?: string | null;
  handleRef?: Ref<VirtualListHandle>;
  /** Focus went into a row (a click, Tab): the keyboard carries on from there. */
  onRowFocus?: (key: string) => void;
  /** A click on a row outside its links and buttons (which do their own thing). */
  onRowClick?: (key: string) => void;
  onEndReached?: () => void;
  onAtTopChange?: (atTop: boolean) => void;
  /**
   * The page scrolls, not the list (a phone: one scroll for the whole screen instead of a small box inside it). Fixed
   * for the list's life: give the list another key to change it.
   */
  pageScroll?: boolean;
  className?: string;
}

/** Where the list starts on the page, kept up to date as what is above it opens and closes (page scrolling only). */
function usePageOffset(listRef: RefObject<HTMLElement | null>, pageScroll: boolean): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    if (!pageScroll) return;
    const measure = () => {
      const list = listRef.current;
      if (list) setOffset(Math.round(list.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [listRef, pageScroll]);
  return offset;
}

type Scrolling = Pick<VirtualizerOptions<HTMLDivElement, Element>, "getScrollElement" | "observeElementRect" | "observeElementOffset" | "scrollToFn" | "scrollMargin">;

/**
 * The scroll options for a list in its own box, or in the page: TanStack's window virtualizer, with the list's offset.
 * The window's are typed for a Window, which the options' element type cannot also be; they never see the box.
 */
function scrollingOf(pageScroll: boolean, box: RefObject<HTMLDivElement | null>, pageOffset: number): Scrolling {
  if (!pageScroll) return { getScrollElement: () => box.current, observeElementRect, observeElementOffset, scrollToFn: elementScroll };
  return {
    getScrollElement: () => window as unknown as HTMLDivElement,
    observeElementRect: observeWindowRect as unknown as Scrolling["observeElementRect"],
    observeElementOffset: observeWindowOffset as unknown as Scrolling["observeElementOffset"],
    scrollToFn: windowScroll as unknown as Scrolling["scrollToFn"],
    scrollMargin: pageOffset,
  };
}

export function VirtualList<T>({
  items,
  keyOf,
  renderRow,
  estimateHeight,
  overscan = 6,
  label,
  scrollRef,
  activeKey = null,
  handleRef,
  onRowFocus,
  onRowClick,
  onEndReached,
  onAtTopChange,
  pageScroll = false,
  className = "",
}: VirtualListProps<T>) {
  const pageOffset = usePageOffset(scrollRef, pageScroll);
  const virtualizer = useVirtualizer<HTMLDivElement, Element>({
    ...scrollingOf(pageScroll, scrollRef, pageOffset),
    count: items.length,
    estimateSize: () => estimateHeight,
    getItemKey: (index) => keyOf(items[index]!),
    overscan,
  });

  useImperativeHandle(handleRef, () => ({
    firstIndexInView: () => virtualizer.getVirtualItemForOffset(virtualizer.scrollOffset ?? 0)?.index ?? 0,
  }));

  // Callers pass fresh closures; the effects below should fire on scrolling, not on every render.
  const callbacks = useRef({ onEndReached, onAtTopChange });
  useEffect(() => {
    callbacks.current = { onEndReached, onAtTopChange };
  });

  const lastInView = virtualizer.range?.endIndex ?? 0;
  const nearEnd = items.length > 0 && lastInView >= items.length - END_DISTANCE;
  useEffect(() => {
    if (nearEnd) callbacks.current.onEndReached?.();
  }, [nearEnd, items.length]);

  // In the page, the list's top is its offset: above it the first row is in view.
  const scrollMargin = pageScroll ? pageOffset : 0;
  const atTop = (virtualizer.scrollOffset ?? 0) <= scrollMargin + TOP_SLACK_PX;
  useEffect(() => {
    callbacks.current.onAtTopChange?.(atTop);
  }, [atTop]);

  // Only a move of the keyboard scrolls and focuses (items are read as of that move), not stories arriving above.
  // A list mounted afresh (another density) shows the current row but leaves focus where the reader put it.
  const shownKey = useRef(activeKey);
  useEffect(() => {
    const moved = shownKey.current !== activeKey;
    shownKey.current = activeKey;
    const index = activeKey === null ? -1 : items.findIndex((item) => keyOf(item) === activeKey);
    if (index < 0) return;
    virtualizer.scrollToIndex(index, { align: "auto" });
    if (!moved) return;
    // The row may render only after that scroll; focus it once it is there, unless focus is inside it already.
    let frame = 0;
    let tries = 0;
    const focusRow = () => {
      const row = scrollRef.current?.querySelector<HTMLElement>(`[data-index="${index}"]`);
      if (row) {
        if (!row.contains(document.activeElement)) row.focus({ preventScroll: true });
      } else if (++tries < 10) {
        frame = requestAnimationFrame(focusRow);
      }
    };
    focusRow();
    return () => cancelAnimationFrame(frame);
  }, [activeKey]);

  return (
    <div
      ref={scrollRef}
      // A box that scrolls takes focus, so the keyboard can scroll it; in a scrolling page it is just a region.
      tabIndex={pageScroll ? undefined : 0}
      role="region"
      aria-label={label}
      className={`${pageScroll ? "" : "overflow-y-auto overscroll-contain"} [overflow-anchor:none] ${className}`}
    >
      <div role="list" className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map(({ index, key, start }) => (
          <div
            key={key}
            ref={virtualizer.measureElement}
            data-index={index}
            data-row-key={key}
            role="listitem"
            tabIndex={-1}
            aria-current={key === activeKey || undefined}
            aria-posinset={index + 1}
            aria-setsize={items.length}
            onFocus={() => onRowFocus?.(String(key))}
            onClick={(event) => {
              if (!(event.target instanceof Element && event.target.closest("a, button, input, select, [role='button']"))) onRowClick?.(String(key));
            }}
            className="absolute inset-x-0 top-0 focus-visible:-outline-offset-2 aria-[current=true]:bg-surface-raised aria-[current=true]:outline-2 aria-[current=true]:-outline-offset-2 aria-[current=true]:outline-focus"
            style={{ transform: `translateY(${start - scrollMargin}px)` }}
          >
            {renderRow(items[index]!, index)}
          </div>
        ))}
      </div>
    </div>
  );
}
