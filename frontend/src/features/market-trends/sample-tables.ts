import type { MoverRow } from "./movers-table";
import type { WatchlistRow } from "./watchlist-table";

// Spec section 2: free users see hard-coded sample tables. The spec does not list their rows; these are
// shaped like the real ones so a trader sees what Premium gives.

export const sampleMovers: readonly MoverRow[] = [
  { ticker: "NVDA", company: "NVIDIA Corporation", price: 142.62, change_percent: 4.31, story: { title: "Chip export curbs widen to Gulf data centres" } },
  { ticker: "TSLA", company: "Tesla, Inc.", price: 251.44, change_percent: -3.12, story: { title: "EU weighs new tariffs on Chinese-made EVs" } },
  { ticker: "XOM", company: "Exxon Mobil Corporation", price: 118.27, change_percent: 2.86, story: { title: "Oil jumps as tanker traffic through Hormuz slows" } },
  { ticker: "BA", company: "The Boeing Company", price: 158.9, change_percent: -2.47, story: { title: "China halts Boeing deliveries amid tariff row" } },
  { ticker: "AAPL", company: "Apple Inc.", price: 228.15, change_percent: -1.05, story: { title: "Apple supplier shifts iPhone assembly to India" } },
];

export const sampleWatchlist: readonly WatchlistRow[] = [
  { id: "sample-1", question: "US tariffs on Chinese goods above 60% by June 30?", probability: 0.38, probability_change_24h: 0.04 },
  { id: "sample-2", question: "Fed cuts rates at the March meeting?", probability: 0.64, probability_change_24h: 0.025 },
  { id: "sample-3", question: "Brent crude above $100 by December 31?", probability: 0.21, probability_change_24h: -0.015 },
  { id: "sample-4", question: "Strait of Hormuz closed to shipping before July?", probability: 0.09, probability_change_24h: 0.008 },
];
