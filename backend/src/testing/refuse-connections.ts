import pg from "pg";

const asAdmin = async (statement: string) => {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/**
 * A PostgreSQL outage for one test database: it refuses new connections and its open ones are cut, as when the
 * server restarts. Answers the function that lets connections in again.
 */
export async function refuseConnections(databaseUrl: string): Promise<() => Promise<void>> {
  const name = new URL(databaseUrl).pathname.slice(1);
  await asAdmin(`alter database ${name} allow_connections false`);
  await asAdmin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`);
  return () => asAdmin(`alter database ${name} allow_connections true`);
}
