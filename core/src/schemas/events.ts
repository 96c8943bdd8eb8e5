import { z } from "zod";

/**
 * Socket events, named resource.verb. `audience` says who receives the push:
 * everyone, or members only (visitors get a redacted copy when `redact` is set).
 */
export const eventDefinitions = {
  "system.tick": {
    schema: z.object({ at: z.iso.datetime(), jobs: z.enum(["inline", "bullmq"]) }),
    audience: "everyone",
  },
} as const satisfies Record<string, { schema: z.ZodType; audience: "everyone" | "members" }>;

export type EventName = keyof typeof eventDefinitions;
export type EventPayload<E extends EventName> = z.infer<(typeof eventDefinitions)[E]["schema"]>;

/** One way to publish, whichever process produces the event. */
export type Publish = <E extends EventName>(event: E, payload: EventPayload<E>) => Promise<void>;

export function parseEvent<E extends EventName>(event: E, payload: unknown): EventPayload<E> {
  return eventDefinitions[event].schema.parse(payload) as EventPayload<E>;
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
