import { z } from "zod";
import type { JobEngine } from "../wire-constants";

/** Payload schemas of every job, named verb-noun. Jobs in Redis outlive deploys: workers parse before running. */
export const jobPayloadSchemas = {
  "publish-heartbeat": z.object({}),
  "ingest-news": z.object({}),
  /** One poll of one live news source, queued by ingest-news when the source is due. */
  "poll-source": z.object({ sourceId: z.string().min(1) }),
  "ingest-markets": z.object({}),
  /** Sends one delivery of an alert (its attempt number keeps a retry apart from the attempt that scheduled it). */
  "deliver-notification": z.object({ deliveryId: z.number().int().positive(), attempt: z.number().int().min(1).default(1) }),
  /** Queues again the deliveries whose job was lost (a restart of an embedded app). */
  "sweep-deliveries": z.object({}),
  /** An alert's "run now": the last 24 hours' items matched against it alone. */
  "run-alert": z.object({ alertId: z.number().int().positive(), userId: z.number().int().positive() }),
  /** A channel's "Send test": one test message through the real path, its outcome stored on the channel. */
  "send-test-message": z.object({ channelId: z.number().int().positive(), userId: z.number().int().positive() }),
  /** Reads Telegram's updates (getUpdates) to bind chats, while no webhook URL is set. */
  "poll-telegram": z.object({}),
  /** Re-links the recent stories the linker owns, against today's open markets (new markets arrived). */
  "link-markets": z.object({}),
  /** Without ids: every market someone follows (scheduled). With ids: those markets now (a member opened one). */
  "refresh-market-prices": z.object({ marketIds: z.array(z.number().int().positive()).min(1).max(50).optional() }),
  "replay-news": z.object({}),
  /** Runs the current classifier over the stored stories, storing and pushing what changed of what no person chose. */
  "reclassify-articles": z.object({}),
  "build-report": z.object({ articleId: z.number().int().positive() }),
  "refresh-reports": z.object({}),
  /** Queues the build of every recent story's report that is missing (stories that name tickers the prices know). */
  "build-missing-reports": z.object({}),
  /** Rebuilds the World View's G10 and Big Five Banks report of every range from daily prices. */
  "build-world-report": z.object({}),
  /** Keeps the quotes of the tickers recent stories name, and each story's price when it broke (quote.updated). */
  "refresh-quotes": z.object({}),
  "measure-reactions": z.object({}),
  /** Finds the stocks in the news and on members' lists, and the followed markets, that just moved, with the stories that may explain it. */
  "detect-moves": z.object({}),
  /** Reads the calendar (today each run, the week ahead now and then), storing releases and pushing calendar.released. */
  "poll-calendar": z.object({}),
  /** Queues the reminders calendar alerts ask for, once each, as their events come within the alert's minutes. */
  "remind-calendar": z.object({}),
  /** Keeps the last trading session's 1-minute USO bars for the Middle East view's oil chart. */
  "refresh-oil-prices": z.object({}),
  /**
   * One domain event published where its processors are not known (an API node): a worker turns it into the
   * process-event jobs of the processors subscribed to it. The event id makes it a job that happens once.
   */
  "dispatch-event": z.object({ event: z.string().min(1), eventId: z.string().min(1), payload: z.unknown() }),
  /** One domain event handed to one processor: the event's payload is parsed by the processor's event schema. */
  "process-event": z.object({
    processor: z.string().min(1),
    event: z.string().min(1),
    /** Unique per emitted event: with the processor's name it is the job's deduplication key. */
    eventId: z.string().min(1),
    payload: z.unknown(),
  }),
} as const;

export type JobName = keyof typeof jobPayloadSchemas;
export type JobPayload<N extends JobName> = z.infer<(typeof jobPayloadSchemas)[N]>;

export interface EnqueueOptions {
  /** Run no sooner than this. */
  delayMs?: number;
}

/**
 * What producers (API routes, other jobs, the event bus) see of the job system. A job's retry policy,
 * timeout and deduplication key belong to its definition, so producers only name the job and its payload.
 */
export interface JobQueue {
  readonly kind: JobEngine;
  /**
   * Queues a job. A job whose deduplication key (derived from its payload) matches one still waiting,
   * delayed or running is not added again.
   */
  enqueue<N extends JobName>(name: N, payload: JobPayload<N>, options?: EnqueueOptions): Promise<void>;
  /** Adds many jobs in one round trip, each deduplicated as by enqueue. */
  enqueueMany(jobs: JobRequest[]): Promise<void>;
  /** Runs a job once and settles when it has finished, rejecting with its failure: for answers that wait for the work. */
  run<N extends JobName>(name: N, payload: JobPayload<N>, options?: { timeoutMs?: number }): Promise<void>;
}

/** A job to enqueue, named with its payload. */
export type JobRequest = { [N in JobName]: { name: N; payload: JobPayload<N> } }[JobName];
