import { useCallback, useEffect, useRef, useState } from "react";
import { searchTickers } from "./ticker-api";

/** Spec section 9: the search waits this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box's behaviour in the editor (spec section 5): debounced typing, Enter at once, blank text
 * clears the results and closes the dropdown. A failed search gives empty results (spec section 7).
 */
export function useDebouncedSearch<T>(search: (query: string, signal: AbortSignal) => Promise<T[]>) {
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<T[]>([]);
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);

  useEffect(() => cancel, [cancel]);

  const run = useCallback(
    async (text: string) => {
      cancel();
      const controller = new AbortController();
      inFlight.current = controller;
      let found: T[];
      try {
        found = await search(text.trim(), controller.signal);
      } catch {
        found = [];
      }
      // A later keystroke has taken over; its answer is the one to show.
      if (controller.signal.aborted) return;
      inFlight.current = null;
      setResults(found);
      setOpen(true);
    },
    [cancel, search],
  );

  const clear = useCallback(() => {
    cancel();
    setQuery("");
    setResults([]);
    setOpen(false);
  }, [cancel]);

  const type = useCallback(
    (text: string) => {
      setQuery(text);
      cancel();
      if (text.trim() === "") {
        setResults([]);
        setOpen(false);
        return;
      }
      timer.current = setTimeout(() => void run(text), SEARCH_DEBOUNCE_MS);
    },
    [cancel, run],
  );

  const searchNow = useCallback(() => {
    if (query.trim() === "") return clear();
    void run(query);
  }, [clear, query, run]);

  const close = useCallback(() => setOpen(false), []);

  return { query, results, open, type, searchNow, clear, close };
}

/** The editor's ticker search. */
export const useTickerSearch = () => useDebouncedSearch(searchTickers);
