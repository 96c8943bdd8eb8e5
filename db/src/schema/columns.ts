import { sql } from "drizzle-orm";
import { bigserial, text, timestamp } from "drizzle-orm/pg-core";

/** Big-integer primary key; the API sends it as a string. */
export const id = () => bigserial("id", { mode: "number" }).primaryKey();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
export const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);
