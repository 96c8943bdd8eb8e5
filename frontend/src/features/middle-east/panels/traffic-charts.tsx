import { ErrorState } from "../../../ui/error-state";
import { LoadingState } from "../../../ui/loading-state";
import { useTrafficCharts } from "../use-traffic-charts";
import { TrafficChartFrame } from "./traffic-chart-frame";

/** Spec section 2: the Iran and Israel network-traffic charts, from the frames the server is configured with. */
export function TrafficCharts() {
  const charts = useTrafficCharts();
  if (charts === undefined) return <LoadingState>Loading traffic charts...</LoadingState>;
  if (charts === null) return <ErrorState>Failed to load the traffic charts</ErrorState>;
  return (
    <div className="space-y-3">
      <TrafficChartFrame country="Iran" url={charts.iran} />
      <TrafficChartFrame country="Israel" url={charts.israel} />
    </div>
  );
}
