import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, type AppConfig } from "@tradewire/core/schemas/config";
import { createTestDatabase, type Engine, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { createMetricsRegistry } from "@tradewire/platform";
// Tests only: a real job system over the real registry, so route tests can build reports like the app does.
import { createJobSystem, type JobSystem, type ProcessorDefinition } from "@tradewire/workers";
import { loadIdentitySecrets } from "../identity/identity-secrets";
import { issueAccessToken } from "../identity/issue-access-token";
import { createLogger, type Logger } from "../logger";
import { createServer, type TradewireServer } from "../server";
// The issuer URL must name the port before the server starts; tests that start other servers take it from here too.
import { freePort } from "./free-port";

export { freePort };

export interface TestServer {
  url: string;
  config: AppConfig;
  database: TestDatabase;
  server: TradewireServer;
  /** The inline job system the server queues on, with the real job registry (its schedules are not started). */
  jobs: JobSystem;
  tokenFor(email: string, lifetimeSeconds?: number): Promise<string>;
  close(): Promise<void>;
}

/**
 * A real server on 127.0.0.1 over a throwaway database, with the built-in identity provider and the
 * inline job runner (news sources off unless `env` says otherwise).
 */
export async function startTestServer(
  engine: Engine = "pglite",
  options: {
    env?: Record<string, string>;
    processors?: readonly ProcessorDefinition[];
    frontendDir?: string;
    /** Where the server logs; silent unless a test reads the log. */
    logger?: Logger;
  } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "tradewire-test-"));
  const port = await freePort();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SOURCES: "off",
    ...options.env,
  });
  const database = await createTestDatabase(engine);
  const logger = options.logger ?? createLogger("silent");
  let server: TradewireServer | undefined;
  // As in the app: the inline jobs count in the registry the server serves.
  const metrics = createMetricsRegistry();
  const jobs = await createJobSystem({
    config,
    database,
    logger,
    metrics,
    push: (batch) => server?.push(batch),
    ...(options.processors ? { processors: options.processors } : {}),
  });
  server = await createServer({
    config,
    database,
    jobs: jobs.runner,
    logger,
    version: "test",
    metrics,
    ...(options.frontendDir ? { frontendDir: options.frontendDir } : {}),
  });
  await server.listen(port, "127.0.0.1");
  const secrets = await loadIdentitySecrets(dataDir);
  return {
    url: config.publicUrl,
    config,
    database,
    server,
    jobs,
    tokenFor: (email, lifetimeSeconds) => issueAccessToken(config, secrets, email, lifetimeSeconds),
    async close() {
      await jobs.runner.close();
      await server.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
