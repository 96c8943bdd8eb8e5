import { matchAlertsOnArticle, matchAlertsOnCalendarRelease, matchAlertsOnMarketChange, matchAlertsOnMove, matchAlertsOnNewMarket } from "../alerts/match-alerts.processor";
import { linkCalendarStoriesOnArticle } from "../calendar/link-calendar-stories.processor";
import { relinkStoriesOnNewMarket } from "../linking/relink-stories-on-new-market.processor";
import { buildReportOnArticle } from "../reports/build-report-on-article.processor";
import type { ProcessorDefinition } from "./processor-definition";

/**
 * Every processor of domain events, listed once. The socket push is not listed: every event with an
 * audience is pushed by the event bus itself, straight from the emitting process (embedded) or through
 * the Redis stream the API nodes read (scaled), so a story reaches screens without a queue hop.
 */
export const processors: readonly ProcessorDefinition[] = [
  relinkStoriesOnNewMarket,
  matchAlertsOnArticle,
  buildReportOnArticle,
  matchAlertsOnNewMarket,
  matchAlertsOnMarketChange,
  matchAlertsOnMove,
  matchAlertsOnCalendarRelease,
  linkCalendarStoriesOnArticle,
];
