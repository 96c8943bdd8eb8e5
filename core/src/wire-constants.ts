/**
 * The literal values both sides of the wire need, without zod: the browser imports this entry
 * (`@tradewire/core/wire-constants`) directly, and the zod schemas, the drizzle schema and the
 * workers build their enums from the same tuples, so each literal is declared once.
 */

/** Impacts from strongest to weakest: the order of the filter buttons and of every list of impacts. */
export const impacts = ["high", "mid", "low"] as const;
export type Impact = (typeof impacts)[number];

/** The placeholder visitors see instead of a ticker beyond the first, or an open market's question. */
export const HIDDEN = "HIDDEN";
/** The id visitors see instead of a real one. */
export const UNKNOWN_ID = "unknown";

/** How long after a story its tickers' reactions are measured: 5 and 30 trading minutes, and one trading session. */
export const reactionHorizons = ["5m", "30m", "1d"] as const;
export type ReactionHorizonName = (typeof reactionHorizons)[number];

export const userRoles = ["admin", "user"] as const;
export type UserRole = (typeof userRoles)[number];

/** Prediction-market platforms. */
export const marketPlatforms = ["polymarket", "kalshi"] as const;
export type MarketPlatform = (typeof marketPlatforms)[number];

/** Where the feed comes from now: live sources, the replay set (configured, or as a fallback while every live source fails), or nothing. */
export const feedModes = ["live", "replay", "fallback", "off"] as const;
export type FeedMode = (typeof feedModes)[number];

/** How jobs run: in the API process, or on BullMQ workers. */
export const jobEngines = ["inline", "bullmq"] as const;
export type JobEngine = (typeof jobEngines)[number];

export const databaseEngines = ["pglite", "postgres"] as const;
export type DatabaseEngine = (typeof databaseEngines)[number];

/** Price bar sizes that reports read. */
export const barIntervals = ["5m", "15m", "1h", "1d"] as const;
export type BarInterval = (typeof barIntervals)[number];

/** Report chart time frames. */
export const timeFrames = ["1D", "5D", "1M", "3M"] as const;
export type TimeFrame = (typeof timeFrames)[number];

/** Where alerts are delivered. */
export const channelTypes = ["email", "webhook", "telegram"] as const;
export type ChannelType = (typeof channelTypes)[number];

/** The two kinds of alert, spelled as the spec's wire does. */
/**
 * Stock Alert and prediction_market are the spec's; a move alert hears the moves of its owner's tickers and watchlist markets;
 * a calendar alert hears the releases of scheduled events (issue 30), and may remind its owner before them.
 */
export const alertTypes = ["Stock Alert", "prediction_market", "move", "calendar"] as const;
export type AlertType = (typeof alertTypes)[number];

/**
 * What a prediction-market alert waits for: a new market, a market's volume passing a threshold, or its
 * probability moving at least N points within M minutes.
 */
export const marketAlertTypes = ["new_market", "volume_threshold", "probability_move"] as const;
export type MarketAlertType = (typeof marketAlertTypes)[number];

/** Which way a probability move must go to fire an alert. */
export const moveDirections = ["either", "up", "down"] as const;
export type MoveDirection = (typeof moveDirections)[number];

/** Who paused an alert: its owner in the app, the stop link of one of its messages, or /stop in its Telegram chat. */
export const alertPausers = ["owner", "link", "telegram"] as const;
export type AlertPauser = (typeof alertPausers)[number];

/** A delivery's life: queued, then sent; or retrying on a schedule until dead; or failed for good at once. */
export const deliveryStatuses = ["queued", "sending", "sent", "retrying", "failed", "dead"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/** What a user pays for; admins count as premium. */
export const plans = ["free", "premium", "lifetime"] as const;
export type Plan = (typeof plans)[number];
