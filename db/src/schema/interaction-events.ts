import { bigint, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt, id } from "./columns";
import { users } from "./users";

/** Tracked UI events (Article Clicked, Stock Report Clicked, ...; visitors have no user) and the news pollers' Source Arrivals. */
export const interactionEvents = pgTable(
  "interaction_events",
  {
    id: id(),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    properties: jsonb("properties").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [index("interaction_events_name_idx").on(table.name, table.createdAt.desc())],
);
