import { useEffect, useState } from "react";
import type { SourceHealth } from "@tradewire/core/schemas/sources";
import { failureMessage } from "../alerts/alerts-api";
import { fetchSources } from "./sources-api";

/** Sources poll every minute or faster: reading their health twice a minute keeps the page honest. */
const REFRESH_MS = 30_000;

export type SourceHealthState =
  | { status: "loading" }
  | { status: "loaded"; sources: SourceHealth[] }
  | { status: "failed"; error: string };

/** The admin's view of the polled sources, read when the page opens and every half minute after. */
export function useSourceHealth(enabled: boolean): SourceHealthState {
  const [state, setState] = useState<SourceHealthState>({ status: "loading" });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    const read = () =>
      fetchSources(controller.signal).then(
        ({ sources }) => setState({ status: "loaded", sources }),
        (failure: unknown) => !controller.signal.aborted && setState({ status: "failed", error: `Failed to load sources: ${failureMessage(failure)}` }),
      );
    void read();
    const timer = setInterval(() => void read(), REFRESH_MS);
    return () => {
      clearInterval(timer);
      controller.abort();
    };
  }, [enabled]);
  return state;
}
