import { useLayoutEffect, useState } from "react";
import { clearViewPadding, samePadding, type ViewPadding } from "./clear-view-padding";

/** The map's size and the padding that keeps its view clear of what covers it. */
export interface ClearView {
  width: number;
  height: number;
  padding: ViewPadding;
}

const sameView = (a: ClearView, b: ClearView) => a.width === b.width && a.height === b.height && samePadding(a.padding, b.padding);

/**
 * The map's size and the padding that keeps its view clear of what the page lays over it: the elements matching
 * `coveredBy` in the map's parent, measured before the first paint and again whenever the map or one of them changes
 * size, arrives or leaves (a panel folded, the map shrunk by a phone's open panel, the window resized). Null until
 * measured.
 */
export function useClearView(
  mapBox: HTMLElement | null,
  coveredBy: string | undefined,
  region: { width: number; height: number },
): ClearView | null {
  const [view, setView] = useState<ClearView | null>(null);
  useLayoutEffect(() => {
    const area = mapBox?.parentElement;
    if (!mapBox || !area) return;
    const covers = () => (coveredBy ? [...area.querySelectorAll(coveredBy)] : []);
    const measure = () => {
      const frame = mapBox.getBoundingClientRect();
      const boxes = covers().map((cover) => {
        const box = cover.getBoundingClientRect();
        return { left: box.left - frame.left, top: box.top - frame.top, right: box.right - frame.left, bottom: box.bottom - frame.top };
      });
      const { top, right, bottom, left } = clearViewPadding(frame, boxes, region);
      const next = {
        width: Math.round(frame.width),
        height: Math.round(frame.height),
        padding: { top: Math.ceil(top), right: Math.ceil(right), bottom: Math.ceil(bottom), left: Math.ceil(left) },
      };
      setView((now) => (now && sameView(now, next) ? now : next));
    };
    const resizes = new ResizeObserver(measure);
    const observeAll = () => {
      resizes.disconnect();
      resizes.observe(mapBox);
      for (const cover of covers()) resizes.observe(cover);
      measure();
    };
    // A cover mounted or removed (the desktop panels and the phone's bar swap at the breakpoint) is observed anew.
    const mutations = new MutationObserver(observeAll);
    mutations.observe(area, { childList: true, subtree: true });
    observeAll();
    return () => {
      resizes.disconnect();
      mutations.disconnect();
    };
  }, [mapBox, coveredBy, region]);
  return view;
}
