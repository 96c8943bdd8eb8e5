import { errorBodySchema } from "@tradewire/core";
import { dumpPglite } from "@tradewire/db";
import type { AppDependencies } from "../../app-dependencies";
import { defineRoute, reply, type RouteDefinition } from "../../http/define-route";
import { HttpError } from "../../http/http-error";

/**
 * Backups of the embedded database through the running app (issue 29): the app holds its data directory alone, so
 * `npm run backup` asks it for the dump rather than opening the files itself. PostgreSQL is backed up with pg_dump.
 */
export function backupRoutes({ database }: AppDependencies): RouteDefinition[] {
  return [
    defineRoute({
      method: "post",
      path: "/api/admin/backup",
      summary:
        "Admins: the embedded database's data directory as a tarball (PGlite's dump, taken between two statements; npm run backup gzips it), for npm run restore. It holds the app's signing keys and secret too: keep it as a secret. 409 when the database is PostgreSQL (use pg_dump); two a minute per admin",
      access: "admin",
      // A dump holds the database for a moment and the answer is megabytes: two a minute for each admin.
      rateLimit: { max: 2, windowMs: 60_000 },
      // The whole database, tens of megabytes: seconds on a loaded machine.
      answersWithinMs: 60_000,
      answers: { 200: { file: "application/x-tar" }, 409: errorBodySchema },
      handler: async (_input, ctx) => {
        if (database.engine !== "pglite") throw new HttpError(409, "The database is PostgreSQL: back it up with pg_dump (docs/operations.md)");
        // The dump alone (about 0.15 s of the database): the command gzips it, so the app spends no CPU on it.
        const tarball = Buffer.from(await (await dumpPglite(database.db)).arrayBuffer());
        ctx.type = "application/x-tar";
        ctx.compress = false;
        ctx.attachment(`tradewire-${new Date().toISOString().replace(/[:.]/g, "-")}.tar`);
        return reply(200, tarball);
      },
    }),
  ];
}
