import type { AlertType } from "../../wire-constants";
import type { AlertRule } from "./match-alert";

export type DescribedAlert = Pick<AlertRule, "includeTags" | "excludeTags" | "tickers" | "minImpact" | "marketAlertType" | "volumeThreshold" | "move" | "marketId"> & {
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

/** One sentence saying what the alert watches. */
export function alertDescription(alert: DescribedAlert): string {
  const what = alert.type === "prediction_market" ? "Prediction markets" : alert.type === "move" ? "Moves" : "News stories";
  return `${what}: ${alertConditions(alert).join("; ").toLowerCase()}.`;
}
