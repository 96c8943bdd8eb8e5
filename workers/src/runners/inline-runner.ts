import type { EnqueueOptions, JobName, JobPayload } from "@tradewire/core";
import { definitionOf, runJob, type JobRunner, type RunnerOptions } from "./job-runner";

/** Embedded mode: the same handlers, run in this process; recurring jobs on timers. */
export function createInlineRunner({ context, definitions }: RunnerOptions): JobRunner {
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const pending = new Set<string>();
  let closed = false;

  const execute = (name: string, payload: unknown, jobId?: string) => {
    const task = runJob(definitionOf(definitions, name), payload, context)
      .catch((error: unknown) => context.logger.error({ err: error, job: name }, "job failed"))
      .finally(() => {
        running.delete(task);
        if (jobId) pending.delete(jobId);
      });
    running.add(task);
  };

  return {
    kind: "inline",
    async enqueue<N extends JobName>(name: N, payload: JobPayload<N>, options: EnqueueOptions = {}) {
      if (closed) throw new Error("The job runner is closed");
      definitionOf(definitions, name).schema.parse(payload);
      if (options.jobId) {
        if (pending.has(options.jobId)) return;
        pending.add(options.jobId);
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        execute(name, payload, options.jobId);
      }, options.delayMs ?? 0);
      timers.add(timer);
    },
    async run(name, payload) {
      if (closed) throw new Error("The job runner is closed");
      await runJob(definitionOf(definitions, name), payload, context);
    },
    async start() {
      for (const definition of definitions) {
        if (!definition.everyMs) continue;
        const interval = setInterval(() => execute(definition.name, {}), definition.everyMs(context));
        timers.add(interval);
        execute(definition.name, {});
      }
    },
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...running]);
    },
  };
}
