import type { Article } from "@tradewire/core";
import type { PredictionEvent } from "@tradewire/core/schemas/markets";
import { HIDDEN } from "@tradewire/core/wire-constants";
import type { AlertForm } from "./alerts-api";

/** A story's title as an alert's name: long titles cut at a word near this many characters. */
const NAME_LENGTH = 60;

function nameOf(title: string): string {
  if (title.length <= NAME_LENGTH) return title;
  const cut = title.slice(0, NAME_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > NAME_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** New Alert filled in from a story: named after it, on the tickers it names (not the hidden ones) and its tags. */
export function alertFormFromStory(article: Article): Partial<AlertForm> {
  const tickers = article.tickers.map((ticker) => (typeof ticker === "string" ? ticker : ticker.ticker)).filter((symbol) => symbol !== HIDDEN);
  return { name: nameOf(article.title), type: "Stock Alert", tickers: [...new Set(tickers)], include_tags: [...article.tags] };
}

/** New Alert filled in from a prediction market: a move of that one market, named by its question. */
export function alertFormFromMarket(market: Pick<PredictionEvent, "id" | "question">): Partial<AlertForm> {
  return {
    name: nameOf(market.question),
    type: "prediction_market",
    market_alert_type: "probability_move",
    market_id: Number(market.id),
    market_question: market.question,
  };
}
