import { pino, type Logger } from "pino";

export type { Logger };

export function createLogger(level: string, name = "tradewire"): Logger {
  return pino({ name, level });
}
