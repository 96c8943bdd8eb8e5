import { useEffect } from "react";
import { useAuthStore } from "../../stores/auth-store";
import { useWorldViewStore } from "./world-view-store";

/**
 * Loads the World View's answers for the chosen range: the G10 report for everyone, the banks for members
 * only (a visitor's page never asks for them). A range chosen before the last answer came aborts it.
 */
export function useWorldViewData() {
  const range = useWorldViewStore((s) => s.range);
  const loadWorld = useWorldViewStore((s) => s.loadWorld);
  const loadBanks = useWorldViewStore((s) => s.loadBanks);
  const signedIn = useAuthStore((s) => s.status === "authenticated");

  useEffect(() => {
    const controller = new AbortController();
    void loadWorld(controller.signal);
    return () => controller.abort();
  }, [range, loadWorld]);

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    void loadBanks(controller.signal);
    return () => controller.abort();
  }, [range, signedIn, loadBanks]);
}
