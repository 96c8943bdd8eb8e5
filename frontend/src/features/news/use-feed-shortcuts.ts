import { useEffect, useRef } from "react";
import { feedCommandOf, type FeedCommand } from "./feed-shortcuts";

/** Runs the feed's keyboard commands (j, k, Enter, r, /, ?) from anywhere on the page but text fields and windows. */
export function useFeedShortcuts(run: (command: FeedCommand) => void): void {
  const latest = useRef(run);
  useEffect(() => {
    latest.current = run;
  });

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const command = feedCommandOf(event);
      if (!command) return;
      // '/' would otherwise be typed into the search box it focuses.
      event.preventDefault();
      latest.current(command);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);
}
