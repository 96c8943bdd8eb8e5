import { useMatches } from "react-router-dom";

/** What a route tells the app shell about itself (react-router's `handle`). */
export interface RouteHandle {
  /** The page owns its scrolling (a long live list): the shell fits the window instead of growing. */
  fillsViewport?: boolean;
}

export function useFillsViewport(): boolean {
  return useMatches().some((match) => (match.handle as RouteHandle | undefined)?.fillsViewport === true);
}
