import { useMatches } from "react-router-dom";

/** What a route tells the app shell about itself (react-router's `handle`). */
export interface RouteHandle {
  /**
   * The page owns its scrolling (a long live list): from a small tablet up the shell fits the window instead of growing.
   * On a phone the page grows and scrolls as a whole, so the list gets the screen.
   */
  fillsViewport?: boolean;
  /** The page uses a wide screen's width (the news desk, with its story pane), not the reading column. */
  wide?: boolean;
}

export function useFillsViewport(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.fillsViewport === true);
}

/** The width class of the shell's header, main and footer: the reading column, or a wide screen's for a desk page. */
export function usePageWidthClass(): string {
  const wide = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.wide === true);
  return wide ? "max-w-wide" : "max-w-content";
}
