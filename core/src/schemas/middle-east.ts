import { z } from "zod";

/** Spec section 9: the Middle East view's oil chart is the USO ETF in 1-minute bars. */
export const OIL_SYMBOL = "USO";
export const OIL_BAR_INTERVAL = "1m";

/** Where the oil prices came from: the price provider (Yahoo), or the bundled replay paths. */
export const oilPriceModes = ["live", "replay"] as const;
export type OilPriceMode = (typeof oilPriceModes)[number];

/**
 * GET /api/middle-east/oil: the USO ETF's 1-minute closes of the last trading session, oldest first.
 * Only closes are stored (no open, high, low); `time` is the bar's start in epoch milliseconds.
 */
export const oilPricesSchema = z.object({
  symbol: z.literal(OIL_SYMBOL),
  mode: z.enum(oilPriceModes),
  bars: z.array(z.object({ time: z.number().int(), close: z.number() })),
});
export type OilPrices = z.infer<typeof oilPricesSchema>;

/**
 * The network-traffic chart frames of the Middle East view (TRAFFIC_CHART_IRAN_URL, TRAFFIC_CHART_ISRAEL_URL),
 * part of GET /api/config so a deployment can point them at another statistics service.
 */
export const trafficChartsSchema = z.object({ iran: z.string(), israel: z.string() });
export type TrafficCharts = z.infer<typeof trafficChartsSchema>;
