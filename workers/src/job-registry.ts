import type { JobName } from "@tradewire/core";
import type { ProcessorDefinition } from "./events/processor-definition";
import { processors as productionProcessors } from "./events/processor-registry";
import type { JobDefinition } from "./job-definition";
import { buildMissingReports } from "./jobs/build-missing-reports";
import { buildReportJob } from "./jobs/build-report";
import { buildWorldReport } from "./jobs/build-world-report";
import { ingestMarkets } from "./jobs/ingest-markets";
import { deliverNotification, sweepDeliveries } from "./jobs/deliver-notification";
import { ingestNews } from "./jobs/ingest-news";
import { pollSourceJob } from "./jobs/poll-source";
import { pollTelegram } from "./jobs/poll-telegram";
import { runAlert } from "./jobs/run-alert";
import { sendTestMessage } from "./jobs/send-test-message";
import { linkMarketsJob } from "./jobs/link-markets";
import { dispatchEventJob } from "./jobs/dispatch-event";
import { processEventJob } from "./jobs/process-event";
import { publishHeartbeat } from "./jobs/publish-heartbeat";
import { reclassifyArticles } from "./jobs/reclassify-articles";
import { refreshMarketPrices } from "./jobs/refresh-market-prices";
import { refreshOilPrices } from "./jobs/refresh-oil-prices";
import { refreshReports } from "./jobs/refresh-reports";
import { replayNews } from "./jobs/replay-news";

export type JobRegistry = { [N in JobName]: JobDefinition<N> };

/** Every job, listed once; a job name without an entry here fails the type check. Tests may add processors. */
export function createJobRegistry(processors: readonly ProcessorDefinition[] = productionProcessors): JobRegistry {
  return {
    "publish-heartbeat": publishHeartbeat,
    "ingest-news": ingestNews,
    "poll-source": pollSourceJob,
    "ingest-markets": ingestMarkets,
    "refresh-market-prices": refreshMarketPrices,
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
