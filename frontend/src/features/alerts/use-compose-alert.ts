import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { usePremium } from "../market-trends/use-premium";
import { useAlertComposerStore } from "./alert-composer-store";
import type { AlertForm } from "./alerts-api";

/**
 * What an add-alert control away from the dashboard does: a premium user gets New Alert filled in with
 * `prefill`, a free user is sent to /billing (spec section 2's add-alert control).
 */
export function useComposeAlert(): (prefill: Partial<AlertForm>) => void {
  const premium = usePremium();
  const navigate = useNavigate();
  const openNewAlert = useAlertComposerStore((s) => s.openNewAlert);
  return useCallback(
    (prefill) => {
      if (premium) openNewAlert(prefill);
      else void navigate("/billing");
    },
    [premium, navigate, openNewAlert],
  );
}
