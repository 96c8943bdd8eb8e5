import { useEffect, useState } from "react";
import type { TrafficCharts } from "@tradewire/core/schemas/middle-east";
import { fetchTrafficCharts } from "./panels/middle-east-api";

let pending: Promise<TrafficCharts | null> | null = null;

/** The traffic chart frames the server is configured with, asked once per page load. */
function loadTrafficCharts(): Promise<TrafficCharts | null> {
  pending ??= fetchTrafficCharts().catch(() => {
    // Asked again on the next visit to the page.
    pending = null;
    return null;
  });
  return pending;
}

/** undefined while the configuration is on its way, then the frames, or null when it could not be read. */
export function useTrafficCharts(): TrafficCharts | null | undefined {
  const [charts, setCharts] = useState<TrafficCharts | null | undefined>(undefined);
  useEffect(() => {
    let active = true;
    void loadTrafficCharts().then((loaded) => active && setCharts(loaded));
    return () => {
      active = false;
    };
  }, []);
  return charts;
}
