import type { AlertType } from "../../wire-constants";
import type { AlertRule } from "./match-alert";

export type DescribedAlert = Pick<AlertRule, "includeTags" | "excludeTags" | "tickers" | "minImpact" | "marketAlertType" | "volumeThreshold" | "move" | "marketId" | "countries" | "myTickers" | "remindMinutes"> & {
  type: AlertType;
  includeRelated?: boolean;
  /** As written. */
  keywords?: string | null;
  /** The watched market's question, when the alert watches one. */
  marketQuestion?: string | null;
};

/** The alert's conditions, one line each, as the dashboard lists them (spec section 3: derived for display). */
export function alertConditions(alert: DescribedAlert): string[] {
  const lines: string[] = [];
  if (alert.type === "move") return ["A stock on my tickers or a market on my watchlist moves more than it usually does"];
  if (alert.type === "calendar") return calendarConditions(alert);
  if (alert.type === "prediction_market") {
    if (alert.marketAlertType === "probability_move" && alert.move) {
      const way = alert.move.direction === "either" ? "either way" : alert.move.direction;
      lines.push(`Probability moves ${alert.move.points} points ${way} within ${alert.move.minutes} minutes`);
    } else lines.push(alert.marketAlertType === "volume_threshold" ? `Market volume reaches ${alert.volumeThreshold ?? 0}` : "A new market opens");
    if (alert.marketId !== null) lines.push(alert.marketQuestion ? `Market: ${alert.marketQuestion}` : `Market ${alert.marketId}`);
  } else {
    if (alert.tickers.length) lines.push(`Story ${alert.includeRelated ? "names or relates" : "names"} ${alert.tickers.join(", ")}`);
    if (alert.keywords) lines.push(`Mentions ${alert.keywords}`);
    if (alert.minImpact) lines.push(`Impact ${alert.minImpact === "low" ? "any" : `${alert.minImpact} or higher`}`);
  }
  if (alert.includeTags.length) lines.push(`Tagged ${alert.includeTags.join(" or ")}`);
  if (alert.excludeTags.length) lines.push(`Not tagged ${alert.excludeTags.join(" or ")}`);
  if (!lines.length) lines.push("Every new story");
  return lines;
}

/** A calendar alert's conditions: "Importance high or higher", "Countries US, EU", "Earnings of my tickers", "Reminder 15 minutes before". */
function calendarConditions(alert: DescribedAlert): string[] {
  const lines: string[] = [];
  if (alert.minImpact && alert.minImpact !== "low") lines.push(`Importance ${alert.minImpact} or higher`);
  if (alert.countries.length) lines.push(`${alert.countries.length === 1 ? "Country" : "Countries"} ${alert.countries.join(", ")}`);
  if (alert.myTickers) lines.push("Earnings of my tickers");
  if (!lines.length) lines.push("Every calendar event");
  if (alert.remindMinutes !== null) lines.push(`Reminder ${alert.remindMinutes} ${alert.remindMinutes === 1 ? "minute" : "minutes"} before`);
  return lines;
}

const whatIsWatched: Record<AlertType, string> = { "Stock Alert": "News stories", prediction_market: "Prediction markets", move: "Moves", calendar: "Calendar events" };

/** One sentence saying what the alert watches; each condition's first letter lowered, so tickers and countries keep their case. */
export function alertDescription(alert: DescribedAlert): string {
  const conditions = alertConditions(alert).map((line) => line.charAt(0).toLowerCase() + line.slice(1));
  return `${whatIsWatched[alert.type]}: ${conditions.join("; ")}.`;
}
