import { sql } from "drizzle-orm";
import { boolean, check, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id, textList } from "./columns";

export const articles = pgTable(
  "articles",
  {
    id: id(),
    title: text("title").notNull(),
    url: text("url").notNull().unique(),
    source: text("source").notNull().default("unknown"),
    impact: text("impact", { enum: ["high", "mid", "low"] }).notNull().default("low"),
    datePublished: timestamp("date_published", { withTimezone: true }).notNull().defaultNow(),
    summary: text("summary"),
    topic: boolean("topic").notNull().default(false),
    tags: textList("tags"),
    /** The classification rules that fired, so an impact can be explained. */
    impactRules: jsonb("impact_rules").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [
    check("articles_impact_check", sql`${table.impact} in ('high', 'mid', 'low')`),
    index("articles_date_published_idx").on(table.datePublished.desc(), table.id.desc()),
  ],
);
