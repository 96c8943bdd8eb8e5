import type { PlanId } from "@tradewire/core/schemas/billing";

export interface PlanCard {
  id: PlanId;
  name: string;
  price: string;
  period: string;
  description: string;
  features: readonly string[];
  limitations: readonly string[];
  /** The savings or offer line of spec section 9, written as the spec writes it. */
  savingsNote: string | null;
  mostPopular: boolean;
}

/** The four plans of spec section 9, in the order of their cards. */
export const planCards: readonly PlanCard[] = [
  {
    id: "free",
    name: "Free",
    price: "$0",
    period: "forever",
    description: "Follow the news that moves markets, as it breaks.",
    features: [
      "Real-time news feed with high, mid and low impact",
      "Stock impact reports for every story",
      "World View, Israel & Iran map and prediction markets",
      "Personal Watchlist, Trading Canvas and Option Calculator",
      "Alerts by email, webhook or Telegram",
    ],
    limitations: ["Alerts cannot be edited, paused or run on demand", "No alert delivery log", "Market Trends shows sample data"],
    savingsNote: null,
    mostPopular: false,
  },
  {
    id: "premium-monthly",
    name: "Premium Monthly",
    price: "$7.50",
    period: "per month",
    description: "Everything a trader needs to act on the news first.",
    features: [
      "Everything in Free",
      "Edit, pause and run alerts on demand",
      "Delivery log for every alert",
      "Market Trends: the day's biggest movers among the tickers in the news",
      "Ask the desk: the stored news searched by question",
      "Backtester and AI Assistant as they launch",
    ],
    limitations: [],
    savingsNote: null,
    mostPopular: true,
  },
  {
    id: "premium-yearly",
    name: "Premium Yearly",
    price: "$60",
    period: "per year",
    description: "All of Premium, billed once a year for less.",
    features: ["Everything in Premium Monthly", "One payment a year instead of twelve"],
    limitations: [],
    savingsNote: "save $30/year, 2 months free",
    mostPopular: false,
  },
  {
    id: "lifetime",
    name: "Lifetime",
    price: "$145",
    period: "one-time",
    description: "Pay once and keep Premium for good.",
    features: ["Everything in Premium, for life", "Every future feature included", "No renewals, ever"],
    limitations: [],
    savingsNote: "first 1000 backers only",
    mostPopular: false,
  },
];
