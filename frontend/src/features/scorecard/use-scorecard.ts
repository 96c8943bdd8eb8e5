import { useEffect, useState } from "react";
import { scorecardSchema, type Scorecard } from "@tradewire/core/schemas/scorecard";
import { apiRequest } from "../../api/client";
import { useAuthStore } from "../../stores/auth-store";

export type ScorecardState = { status: "loading" } | { status: "loaded"; scorecard: Scorecard } | { status: "failed" };

/** The scorecard for whoever reads it (a member's copy has the tags and sources), again when sign-in changes. */
export function useScorecard(): ScorecardState {
  const authStatus = useAuthStore((s) => s.status);
  const [state, setState] = useState<ScorecardState>({ status: "loading" });
  useEffect(() => {
    if (authStatus === "loading") return;
    const controller = new AbortController();
    setState({ status: "loading" });
    apiRequest("/api/scorecard", { schema: scorecardSchema, signal: controller.signal }).then(
      (scorecard) => setState({ status: "loaded", scorecard }),
      () => {
        if (!controller.signal.aborted) setState({ status: "failed" });
      },
    );
    return () => controller.abort();
  }, [authStatus]);
  return state;
}
