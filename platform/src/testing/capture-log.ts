import { Writable } from "node:stream";
import { createLogger, type Logger } from "../logging/create-logger";

/** One JSON line as the logger wrote it. */
export type LogLine = Record<string, unknown> & { msg?: string; requestId?: string };

/**
 * The process's logger (createLogger) writing into a stream this test reads: every line it wrote, parsed, in
 * order. What an operator's log collector would receive, without replacing the logger.
 */
export function captureLog(level = "info"): { logger: Logger; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const destination = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      for (const line of chunk.toString().split("\n")) if (line) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  return { logger: createLogger(level, "test", destination), lines };
}
