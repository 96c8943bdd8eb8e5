import { index, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** Storage of the built-in OpenID provider (sessions, grants, refresh tokens...), so restarts keep users signed in. */
export const oidcPayloads = pgTable(
  "oidc_payloads",
  {
    kind: text("kind").notNull(),
    id: text("id").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    grantId: text("grant_id"),
    userCode: text("user_code"),
    uid: text("uid"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.id] }),
    index("oidc_payloads_grant_idx").on(table.grantId),
    index("oidc_payloads_uid_idx").on(table.uid),
  ],
);
