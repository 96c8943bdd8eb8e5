import { useEffect, useState } from "react";
import type { SubscriptionIntentList } from "@tradewire/core/schemas/billing";
import { failureMessage } from "../alerts/alerts-api";
import { fetchSubscriptionIntents } from "./billing-api";

export type SubscriptionIntentsState =
  | { status: "loading" }
  | { status: "loaded"; list: SubscriptionIntentList }
  | { status: "failed"; error: string };

/** Admins' list of plan choices, read once when the page opens. */
export function useSubscriptionIntents(enabled: boolean): SubscriptionIntentsState {
  const [state, setState] = useState<SubscriptionIntentsState>({ status: "loading" });
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchSubscriptionIntents(controller.signal).then(
      (list) => setState({ status: "loaded", list }),
      (failure: unknown) => !controller.signal.aborted && setState({ status: "failed", error: `Failed to load subscription intents: ${failureMessage(failure)}` }),
    );
    return () => controller.abort();
  }, [enabled]);
  return state;
}
