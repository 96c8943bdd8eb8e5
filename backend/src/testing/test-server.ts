import { mkdtempSync, rmSync } from "node:fs";
import { createServer as createNetServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig, type AppConfig, type JobQueue } from "@tradewire/core";
import { createTestDatabase, type Engine, type TestDatabase } from "@tradewire/db/testing/test-databases";
import { loadIdentitySecrets } from "../identity/identity-secrets";
import { issueAccessToken } from "../identity/issue-access-token";
import { createLogger } from "../logger";
import { createServer, type TradewireServer } from "../server";

export interface TestServer {
  url: string;
  config: AppConfig;
  database: TestDatabase;
  server: TradewireServer;
  tokenFor(email: string, lifetimeSeconds?: number): Promise<string>;
  close(): Promise<void>;
}

/** A port nobody listens on right now; the issuer URL must name the port before the server starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createNetServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A real server on 127.0.0.1 over a throwaway database, with the built-in identity provider. */
export async function startTestServer(
  engine: Engine = "pglite",
  options: { env?: Record<string, string>; jobs?: JobQueue } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "tradewire-test-"));
  const port = await freePort();
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...options.env,
  });
  const database = await createTestDatabase(engine);
  const server = await createServer({
    config,
    database,
    jobs: options.jobs ?? {
      kind: "inline",
      enqueue: async () => {},
      run: async (name) => {
        throw new Error(`This test server runs no jobs ('${name}'): pass options.jobs`);
      },
    },
    logger: createLogger("silent"),
    version: "test",
  });
  await server.listen(port, "127.0.0.1");
  const secrets = await loadIdentitySecrets(dataDir);
  return {
    url: config.publicUrl,
    config,
    database,
    server,
    tokenFor: (email, lifetimeSeconds) => issueAccessToken(config, secrets, email, lifetimeSeconds),
    async close() {
      await server.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
