import { middleEastArticlesSchema } from "@tradewire/core/schemas/articles";
import { predictionEventsSchema } from "@tradewire/core/schemas/markets";
import { oilPricesSchema } from "@tradewire/core/schemas/middle-east";
import { apiRequest } from "../../../api/client";

/** Spec section 7: the Middle East feed, called without the /api prefix; public like the map page. */
export const fetchMiddleEastNews = (signal?: AbortSignal) => apiRequest("/articles/middle-east", { schema: middleEastArticlesSchema, signal });

/** The last trading session's 1-minute USO closes. */
export const fetchOilPrices = (signal?: AbortSignal) => apiRequest("/api/middle-east/oil", { schema: oilPricesSchema, signal });

/** The region's open markets, those of its stories first; members only. */
export const fetchMiddleEastMarkets = (signal?: AbortSignal) => apiRequest("/api/middle-east/markets", { schema: predictionEventsSchema, signal });
