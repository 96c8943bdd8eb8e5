import { ConfigError } from "@tradewire/core/schemas/config";
import { loadConfig, type AppConfig } from "@tradewire/core/schemas/config";

/** A bad environment stops the process with one line naming the variable, not a stack trace. */
export function readConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`tradewire: ${error.message}\n`);
    process.exit(2);
  }
}
