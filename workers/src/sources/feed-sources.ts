export { canonicalUrl } from "./canonical-url";
export type { FeedItem } from "./feed-item";
export { fetchSource, type ConditionalState, type FetchOutcome } from "./fetch-source";
export { nextPollDelaySeconds } from "./next-poll-delay-seconds";
export { parseFeed } from "./parse-feed";
export { SourceError, type SourceErrorKind } from "./source-error";
export { sourceNameOf } from "./source-name-of";
export { firstPollAt, nextPollAt } from "./next-poll-at";
