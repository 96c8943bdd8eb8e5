import type { JobName } from "@tradewire/core";
import type { ProcessorDefinition } from "./events/processor-definition";
import { processors as productionProcessors } from "./events/processor-registry";
import type { JobDefinition } from "./job-definition";
import { buildMissingReports } from "./reports/build-missing-reports.job";
import { buildReportJob } from "./reports/build-report.job";
import { buildWorldReport } from "./world/build-world-report.job";
import { ingestMarkets } from "./markets/ingest-markets.job";
import { deliverNotification, sweepDeliveries } from "./alerts/deliver-notification.job";
import { ingestNews } from "./news/ingest-news.job";
import { pollSourceJob } from "./news/poll-source.job";
import { pollTelegram } from "./notify/poll-telegram.job";
import { runAlert } from "./alerts/run-alert.job";
import { sendTestMessage } from "./alerts/send-test-message.job";
import { linkMarketsJob } from "./linking/link-markets.job";
import { dispatchEventJob } from "./events/dispatch-event.job";
import { processEventJob } from "./events/process-event.job";
import { publishHeartbeat } from "./realtime/publish-heartbeat.job";
import { reclassifyArticles } from "./classification/reclassify-articles.job";
import { refreshMarketPrices } from "./markets/refresh-market-prices.job";
import { refreshQuotes } from "./quotes/refresh-quotes.job";
import { measureReactions } from "./reactions/measure-reactions.job";
import { detectMoves } from "./moves/detect-moves.job";
import { pollCalendar } from "./calendar/poll-calendar.job";
import { remindCalendar } from "./alerts/remind-calendar.job";
import { refreshOilPrices } from "./oil/refresh-oil-prices.job";
import { refreshReports } from "./reports/refresh-reports.job";
import { replayNews } from "./replay/replay-news.job";

export type JobRegistry = { [N in JobName]: JobDefinition<N> };

/** Every job, listed once; a job name without an entry here fails the type check. Tests may add processors. */
export function createJobRegistry(processors: readonly ProcessorDefinition[] = productionProcessors): JobRegistry {
  return {
    "publish-heartbeat": publishHeartbeat,
    "ingest-news": ingestNews,
    "poll-source": pollSourceJob,
    "ingest-markets": ingestMarkets,
    "refresh-market-prices": refreshMarketPrices,
    "refresh-quotes": refreshQuotes,
    "measure-reactions": measureReactions,
    "detect-moves": detectMoves,
    "poll-calendar": pollCalendar,
    "remind-calendar": remindCalendar,
    "link-markets": linkMarketsJob,
    "deliver-notification": deliverNotification,
    "sweep-deliveries": sweepDeliveries,
    "run-alert": runAlert,
    "send-test-message": sendTestMessage,
    "poll-telegram": pollTelegram,
    "replay-news": replayNews,
    "reclassify-articles": reclassifyArticles,
    "build-report": buildReportJob,
    "refresh-reports": refreshReports,
    "build-missing-reports": buildMissingReports,
    "build-world-report": buildWorldReport,
    "refresh-oil-prices": refreshOilPrices,
    "dispatch-event": dispatchEventJob(processors),
    "process-event": processEventJob(processors),
  };
}

export const jobRegistry = createJobRegistry();
export const jobDefinitions = Object.values(jobRegistry) as JobDefinition[];
