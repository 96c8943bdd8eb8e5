import { useEffect } from "react";
import { onReportUpdated } from "../../realtime/report-updated";
import { useMarketMoversStore } from "./market-movers-store";

/** Report rebuilds arrive in bursts (every open story's, every 5 minutes): one reload after the burst settles. */
const RELOAD_AFTER_REPORTS_MS = 5_000;

/** Loads the movers while the card is open, and again after stock reports were rebuilt: new prices came with them. */
export function useMarketMovers() {
  useEffect(() => {
    const controller = new AbortController();
    const load = () => void useMarketMoversStore.getState().load(controller.signal);
    load();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unfollow = onReportUpdated(() => {
      clearTimeout(timer);
      timer = setTimeout(load, RELOAD_AFTER_REPORTS_MS);
    });
    return () => {
      controller.abort();
      clearTimeout(timer);
      unfollow();
    };
  }, []);
}
