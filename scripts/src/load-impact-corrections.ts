import type { Impact } from "@tradewire/core/wire-constants";
import { listImpactCorrections } from "@tradewire/db";
import { openDatabaseOrExit } from "./open-command-database";
import { readConfigOrExit } from "./read-config";

/** An editor's correction as a training example, in the corpus's shape. */
export interface CorrectionExample {
  id: `correction-${number}`;
  text: string;
  summary: string;
  label: Impact;
  kind: "correction";
}

/**
 * The editors' impact corrections of the configured database (embedded under DATA_DIR, or PostgreSQL at
 * DATABASE_URL; the embedded one not while an app has it open), for
 * `npm run train:classifier -- --with-corrections`. One example per story, its latest correction.
 */
export async function loadImpactCorrections(env: NodeJS.ProcessEnv = process.env): Promise<CorrectionExample[]> {
  const config = readConfigOrExit(env);
  const database = await openDatabaseOrExit(config, "npm run train:classifier -- --with-corrections");
  try {
    await database.migrate();
    return (await listImpactCorrections(database.db)).map((row) => ({
      id: `correction-${row.articleId}` as const,
      text: row.title,
      summary: row.summary ?? "",
      label: row.label,
      kind: "correction" as const,
    }));
  } finally {
    await database.close();
  }
}
