import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";

/**
 * The id of the work being done: an HTTP request's, or a job's that no request started (a scheduled poll). It
 * travels with what that work starts (the jobs it queues, the events it publishes and their processors), so one
 * story's ingest, its alert matches and its deliveries log the same id. The logger adds it to every line
 * (createLogger), so no code passes it by hand.
 */
const current = new AsyncLocalStorage<string>();

/** What an id may be, taken from a caller or a proxy: short, and only characters that are safe in a log and a header. */
const WELL_FORMED = /^[\w.:-]{1,128}$/;

export const newRequestId = (): string => randomUUID();

/** The incoming id (X-Request-Id, a stored job's) when it is well formed; undefined otherwise. */
export const acceptedRequestId = (candidate: unknown): string | undefined =>
  typeof candidate === "string" && WELL_FORMED.test(candidate) ? candidate : undefined;

/** The id of the work this code runs for; undefined outside any (start-up, a timer nobody started). */
export const currentRequestId = (): string | undefined => current.getStore();

/** Runs `work`, and everything it starts asynchronously, under `requestId`. */
export const withRequestId = <T>(requestId: string, work: () => T): T => current.run(requestId, work);
