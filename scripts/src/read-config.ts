import { existsSync } from "node:fs";
import { ConfigError } from "@tradewire/core/schemas/config";
import { loadConfig, type AppConfig } from "@tradewire/core/schemas/config";

/**
 * The configuration every command and the app read alike: the environment, over a `.env` file in the working
 * directory when there is one (a variable set in both keeps the environment's value). A bad value stops the process
 * with one line naming the variable, not a stack trace.
 */
export function readConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  if (env === process.env && existsSync(".env")) process.loadEnvFile(".env");
  try {
    return loadConfig(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`tradewire: ${error.message}\n`);
    process.exit(2);
  }
}
