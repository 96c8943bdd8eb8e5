import { useClientConfig } from "../../api/client-config";

/** The traffic chart frames the server is configured with: undefined while on their way, null when unreadable. */
export const useTrafficCharts = () => useClientConfig((config) => config.trafficCharts);
