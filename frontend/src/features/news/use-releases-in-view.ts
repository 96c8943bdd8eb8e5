import { useEffect, useState } from "react";
import type { CalendarEvent } from "@tradewire/core";

/**
 * The releases the feed lists now, and how many wait: while the reader is at the top every release is listed; once they
 * scroll down, the releases listed then stay (a revised figure still shows) and new ones wait behind the "N new" pill
 * with the stories, so nothing moves what they are reading.
 */
export function useReleasesInView(releases: readonly CalendarEvent[], readingAtTop: boolean): { shown: readonly CalendarEvent[]; waiting: number } {
  const [listed, setListed] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    if (readingAtTop) setListed(new Set(releases.map((event) => event.id)));
  }, [releases, readingAtTop]);
  if (readingAtTop) return { shown: releases, waiting: 0 };
  const shown = releases.filter((event) => listed.has(event.id));
  return { shown, waiting: releases.length - shown.length };
}
