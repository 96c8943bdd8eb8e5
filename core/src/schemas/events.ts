import { z } from "zod";
import { redactArticle } from "../domain/redact-article";
import { articleSchema, type Article } from "./articles";
import { predictionMarketSchema } from "./markets";
import { alertTriggeredSchema, type AlertTriggered } from "./alerts";
import { reportSchema } from "./reports";
import { quotesUpdatedSchema } from "./quotes";
import { moveSchema } from "./moves";
import { calendarEventSchema } from "./calendar";
import { feedModes, jobEngines } from "../wire-constants";

export interface EventDefinition<T = unknown> {
  schema: z.ZodType<T>;
  /**
   * everyone: one payload for all; members: members only; redacted: members get it whole, visitors get
   * `redact(payload)`; owner: only the sockets of the user `ownerOf(payload)` names.
   */
  audience: "everyone" | "members" | "redacted" | "owner";
  redact?: (payload: T) => T;
  ownerOf?: (payload: T) => number;
}

/** Socket events, named resource.verb, with who receives them. */
export const eventDefinitions = {
  "system.tick": {
    schema: z.object({
      at: z.iso.datetime(),
      jobs: z.enum(jobEngines),
      feed: z.enum(feedModes),
      /** Where the prediction markets come from: live platforms, or the replay set. */
      markets: z.enum(feedModes),
    }),
    audience: "everyone",
  },
  /** A stored report changed (built by an admin, or refreshed while markets are open). Members only. */
  "report.updated": {
    schema: z.object({ article_id: z.string(), report: reportSchema }),
    audience: "members",
  },
  /** A market seen for the first time (live sources). Members only. */
  "market.created": { schema: predictionMarketSchema, audience: "members" },
  /** A stored market whose price, volume, question or state changed. Members only. */
  "market.updated": { schema: predictionMarketSchema, audience: "members" },
  /** Quotes of named tickers changed (one message per run of refresh-quotes). Members only. */
  "quote.updated": { schema: quotesUpdatedSchema, audience: "members" },
  /** A stock or market moved more than it usually does, with the stories that may explain it (detect-moves). Members only. */
  "move.detected": { schema: moveSchema, audience: "members" },
  /** A calendar event's actual was stored (poll-calendar): the calendar and the feed show it in place. Members only. */
  "calendar.released": { schema: calendarEventSchema, audience: "members" },
  /**
   * A stored event gained measured reactions (measure-reactions) or a story that speaks of it (link-calendar-stories):
   * the calendar shows it in place. Members only.
   */
  "calendar.updated": { schema: calendarEventSchema, audience: "members" },
  /** One of the user's alerts fired: the in-app alert. Its owner's sockets only. */
  "alert.triggered": {
    schema: alertTriggeredSchema,
    audience: "owner",
    ownerOf: (payload: AlertTriggered) => payload.user_id,
  } satisfies EventDefinition<AlertTriggered>,
  "article.created": {
    schema: articleSchema,
    audience: "redacted",
    redact: redactArticle,
  } satisfies EventDefinition<Article>,
  /** A stored story changed (an editor set its impact, or re-classification did): open screens update it in place. */
  "article.updated": {
    schema: articleSchema,
    audience: "redacted",
    redact: redactArticle,
  } satisfies EventDefinition<Article>,
} as const;

export type EventName = keyof typeof eventDefinitions;
export type EventPayload<E extends EventName> = z.infer<(typeof eventDefinitions)[E]["schema"]>;

/**
 * Said by an API node to one connection whose access token has expired: from then on it gets what visitors
 * get. Not a domain event (nothing publishes it), so it is not in the registry above; the page renews its
 * token and reconnects to be a member again.
 */
export const sessionExpiredSchema = z.object({ expired_at: z.iso.datetime() });
export type SessionExpired = z.infer<typeof sessionExpiredSchema>;

/** Events about the connection itself, each said by the node that holds it. */
export interface ConnectionEvents {
  "session.expired": (payload: SessionExpired) => void;
}

/** What the server pushes to browsers, derived from the registry, and the connection's own events: Socket.IO's `ServerToClientEvents`. */
export type ServerToClientEvents = { [E in EventName]: (payload: EventPayload<E>) => void } & ConnectionEvents;
/** Browsers send nothing over the socket; everything they ask goes through the REST API. */
export type ClientToServerEvents = Record<string, never>;

/** A domain event as it leaves the process that emitted it: validated, with an id of its own. */
export interface EmittedEvent<E extends EventName = EventName> {
  id: string;
  event: E;
  payload: EventPayload<E>;
}

/** Delivers a batch of emitted events to the sockets: in process (embedded) or through the Redis stream (scaled). */
export type PushEvents = (batch: readonly EmittedEvent[]) => Promise<void> | void;

/** One way to publish, whichever process produces the event. */
export type Publish = <E extends EventName>(event: E, payload: EventPayload<E>) => Promise<void>;

/** The definition of one event, typed by its name (TypeScript cannot narrow the registry's union by a generic key). */
export function eventDefinitionOf<E extends EventName>(event: E): EventDefinition<EventPayload<E>> {
  return eventDefinitions[event] as unknown as EventDefinition<EventPayload<E>>;
}

export function parseEvent<E extends EventName>(event: E, payload: unknown): EventPayload<E> {
  return eventDefinitionOf(event).schema.parse(payload);
}

export function isEventName(name: string): name is EventName {
  return Object.hasOwn(eventDefinitions, name);
}

/** Redis stream that worker processes append events to and API nodes consume. */
export const eventStreamKey = (prefix: string) => `${prefix}:events`;

/** Socket.IO rooms. */
export const rooms = {
  members: "members",
  visitors: "visitors",
  user: (userId: number | string) => `user:${userId}`,
} as const;

/** Fields of one stream entry: what a worker appends and an API node reads back. */
export function encodeStreamEvent(event: EventName, payload: unknown): string[] {
  return ["event", event, "payload", JSON.stringify(payload)];
}

export function decodeStreamEvent(fields: string[]): { event: EventName; payload: unknown } | undefined {
  const record: Record<string, string> = {};
  for (let i = 0; i + 1 < fields.length; i += 2) record[fields[i]!] = fields[i + 1]!;
  const { event, payload } = record;
  if (!event || payload === undefined || !isEventName(event)) return undefined;
  try {
    return { event, payload: JSON.parse(payload) };
  } catch {
    return undefined;
  }
}
