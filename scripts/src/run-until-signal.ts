import { constants } from "node:os";

/** A container stop sends SIGKILL 10 s after SIGTERM: whatever is left by then is cut here first, visibly. */
export const STOP_DEADLINE_MS = 9_500;
/**
 * Ctrl-C under `npm start` reaches the app twice at once (from the terminal, and forwarded by npm): a
 * repeat this soon is that one signal, not an impatient second one.
 */
const SAME_SIGNAL_MS = 500;

/**
 * Stops cleanly on Ctrl-C or a container stop (SIGINT, SIGTERM): exit code 0 once `stop` is done. A
 * second signal exits at once, and a stop that outlives STOP_DEADLINE_MS exits with 1.
 */
export function stopOnSignal(stop: () => Promise<void>, deadlineMs = STOP_DEADLINE_MS) {
  let stoppingSince: number | undefined;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, () => {
      if (stoppingSince !== undefined) {
        if (performance.now() - stoppingSince < SAME_SIGNAL_MS) return;
        process.stderr.write(`tradewire: ${signal} again, exiting now\n`);
        process.exit(128 + constants.signals[signal]);
      }
      stoppingSince = performance.now();
      setTimeout(() => {
        process.stderr.write(`tradewire: not stopped within ${deadlineMs} ms, exiting now\n`);
        process.exit(1);
      }, deadlineMs).unref();
      stop().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }
}
