import type { EnqueueOptions, JobName, JobPayload } from "@tradewire/core";
import { currentRequestId, newRequestId, withRequestId } from "@tradewire/platform";
import type { JobDefinition } from "../job-definition";
import { PermanentJobError } from "./job-errors";
import { checkedPayload, definitionOf, runAttempt, type JobRunner, type RunnerOptions } from "./job-runner";
import { retryDelayMs } from "./retry-delay-ms";

/**
 * Embedded mode: the same handlers and policies, run in this process. Retries wait out the job's backoff
 * on timers, a deduplication key holds until its job has finished or failed for good (as BullMQ's does),
 * and recurring jobs tick on intervals, a tick skipped while the previous run of that job is still going.
 * A job runs under the request id of the work that queued it (each recurring tick under a new one), its
 * retries too, so its log lines and whatever it starts carry that id.
 */
export function createInlineRunner({ context, definitions }: RunnerOptions): JobRunner {
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  /** Deduplication keys of jobs waiting, delayed or running. */
  const held = new Set<string>();
  let closed = false;

  const after = (ms: number, work: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timers.add(timer);
  };

  const attempt = (definition: JobDefinition, payload: unknown, number: number, key: string | undefined, requestId: string) => {
    const release = () => {
      if (key) held.delete(key);
    };
    if (closed) return void release();
    // The whole chain under the id: the failure lines below are the job's too.
    const task: Promise<void> = withRequestId(requestId, () =>
      runAttempt(definition, payload, context, number)
        .then(release, (error: unknown) => {
          const retry = !closed && number < definition.attempts && !(error instanceof PermanentJobError);
          if (!retry) {
            release();
            context.logger.error({ err: error, job: definition.name, attempt: number }, "job failed");
            return;
          }
          const delay = retryDelayMs(definition.backoff, number, error);
          context.logger.warn({ err: error, job: definition.name, attempt: number, retryInMs: delay }, "job failed; retrying");
          after(delay, () => attempt(definition, payload, number + 1, key, requestId));
        })
        .finally(() => running.delete(task)),
    );
    running.add(task);
  };

  const enqueue = async <N extends JobName>(name: N, payload: JobPayload<N>, options: EnqueueOptions = {}) => {
    if (closed) throw new Error("The job runner is closed");
    const { definition, dedupKey } = checkedPayload(definitions, name, payload);
    if (dedupKey) {
      if (held.has(dedupKey)) return;
      held.add(dedupKey);
    }
    const requestId = currentRequestId() ?? newRequestId();
    after(options.delayMs ?? 0, () => attempt(definition, payload, 1, dedupKey, requestId));
  };

  return {
    kind: "inline",
    enqueue,
    async enqueueMany(jobs) {
      // One id for the batch, also when nothing under way gave one.
      await withRequestId(currentRequestId() ?? newRequestId(), async () => {
        for (const job of jobs) await enqueue(job.name, job.payload);
      });
    },
    async run(name, payload, { timeoutMs } = {}) {
      if (closed) throw new Error("The job runner is closed");
      const definition = definitionOf(definitions, name);
      const task = withRequestId(currentRequestId() ?? newRequestId(), () => runAttempt(timeoutMs ? { ...definition, timeoutMs } : definition, payload, context, 1));
      const tracked = task.catch(() => {}).finally(() => running.delete(tracked));
      running.add(tracked);
      await task;
    },
    async start() {
      for (const definition of definitions) {
        if (!definition.schedule) continue;
        const { everyMs, payload } = definition.schedule;
        const key = `schedule:${definition.name}`;
        const tick = () => {
          if (held.has(key)) return;
          held.add(key);
          attempt(definition, payload, 1, key, newRequestId());
        };
        const interval = setInterval(tick, everyMs(context.config));
        timers.add(interval);
        tick();
      }
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      while (running.size) await Promise.allSettled([...running]);
    },
  };
}
