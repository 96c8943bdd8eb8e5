import { pino, type DestinationStream, type Logger } from "pino";
import { currentRequestId } from "./request-id";

export type { Logger };

/** An error message is cut to its first line and this many characters: enough to say what failed. */
const MESSAGE_MAX_CHARS = 200;
/** Stack frames kept: where it failed, without the message the first stack line repeats. */
const STACK_MAX_FRAMES = 12;
/** Causes followed (a query error wraps the driver's error, which may wrap a socket error). */
const CAUSE_MAX_DEPTH = 3;

/** What a log line says about an error; never its input. */
export interface LoggedError {
  type: string;
  message: string;
  code?: string;
  status?: number;
  stack?: string;
  cause?: LoggedError;
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}… (${text.length} chars)` : text);

/**
 * An error as a log line may carry it: its type, code, status, the first line of its message (cut) and
 * its stack frames. Nothing else: a body parser's error holds the whole request body (`body`), a query
 * error's message lists its parameters after the first line, and pino's own serializer copied every
 * property, so one 1 MB request wrote 3 MB of log.
 */
export function describeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: cut(String(error).split("\n", 1)[0] ?? "", MESSAGE_MAX_CHARS) };
  const { code, status, statusCode, type } = error as { code?: unknown; status?: unknown; statusCode?: unknown; type?: unknown };
  const frames = (error.stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .slice(0, STACK_MAX_FRAMES)
    .map((line) => cut(line.trim(), 200));
  const described: LoggedError = {
    type: typeof type === "string" ? `${error.name}:${cut(type, 40)}` : error.name,
    message: cut(error.message.split("\n", 1)[0] ?? "", MESSAGE_MAX_CHARS),
  };
  if (typeof code === "string" || typeof code === "number") described.code = cut(String(code), 40);
  const httpStatus = status ?? statusCode;
  if (typeof httpStatus === "number") described.status = httpStatus;
  if (frames.length) described.stack = frames.join("\n");
  if (error.cause !== undefined && depth < CAUSE_MAX_DEPTH) described.cause = describeError(error.cause, depth + 1);
  return described;
}

/**
 * The process's logger, JSON lines on stdout (or `destination`: tests read the log). Errors logged as
 * `{ err }` go through describeError; credentials a caller sends are censored wherever a line holds them.
 * A line written for a request or a job carries its `requestId` (see request-id.ts).
 */
export function createLogger(level: string, name = "tradewire", destination?: DestinationStream): Logger {
  const options = {
    name,
    level,
    serializers: { err: describeError },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
    redact: {
      paths: ["authorization", "cookie", "password", "token", "*.authorization", "*.cookie", "*.password", "*.token", "headers.*"],
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
