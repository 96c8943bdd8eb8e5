// Node infrastructure that the API and the workers share (ARCHITECTURE.md, layout): what one process signs,
// seals or reads, the other can check, open or list the same way.
export { alertStopUrl, readAlertStopToken, STOP_LINK_LIFETIME_SECONDS, type AlertStopTarget, type StopLinkProblem } from "./alerts/alert-stop-link";
export { createEventBus, processEventRequests, type EventBusOptions } from "./events/create-event-bus";
export { DeliveryError, type DeliveryErrorKind } from "./delivery/delivery-error";
export { createLogger, describeError, type LoggedError, type Logger } from "./logging/create-logger";
export { acceptedRequestId, currentRequestId, newRequestId, withRequestId } from "./logging/request-id";
export { createMetricsRegistry, METRICS_PREFIX } from "./metrics/create-metrics-registry";
export { registerHealthGauges, type HealthChecks } from "./metrics/register-health-gauges";
export { scrapeMetrics, type ScrapeAnswer } from "./metrics/scrape-metrics";
export { serveMetrics, type MetricsListener } from "./metrics/serve-metrics";
export { logRedisOutages } from "./redis/log-redis-outages";
export { appSecretOf } from "./secrets/app-secret";
export { createSecretBox, type SecretBox } from "./secrets/secret-box";
export { generateWebhookSecret } from "./secrets/webhook-secret";
export { loadSourceDefinitions } from "./sources/load-source-definitions";
export { sourceDefinitionSchema, type SourceDefinition, type SourceFormat } from "./sources/source-definition";
export { sourcesOf } from "./sources/source-list";
export { applyTelegramUpdate, type TelegramContext } from "./telegram/apply-telegram-update";
export {
  bindingOf,
  blockedChatOf,
  chatCommandOf,
  createTelegramBot,
  escapeTelegramHtml,
  telegramUpdateSchema,
  type TelegramBot,
  type TelegramUpdate,
} from "./telegram/telegram-bot";
export { telegramBotUsername } from "./telegram/telegram-identity";
