export { canonicalUrl } from "./canonical-url";
export type { FeedItem } from "./feed-item";
export { fetchSource, type ConditionalState, type FetchOutcome } from "./fetch-source";
export { loadSourceDefinitions } from "./load-source-definitions";
export { nextPollDelaySeconds } from "./next-poll-delay-seconds";
export { parseFeed } from "./parse-feed";
export type { SourceDefinition, SourceFormat } from "./source-definition";
export { SourceError, type SourceErrorKind } from "./source-error";
export { sourceNameOf } from "./source-name-of";
