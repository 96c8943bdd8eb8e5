import { boolean, doublePrecision, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, id, updatedAt } from "./columns";
import { marketPlatforms } from "@tradewire/core/wire-constants";

export const predictionMarkets = pgTable(
  "prediction_markets",
  {
    id: id(),
    platform: text("platform", { enum: marketPlatforms }).notNull(),
    externalId: text("external_id").notNull(),
    question: text("question").notNull(),
    slug: text("slug"),
    closed: boolean("closed").notNull().default(false),
    /** The public page a trader opens (Polymarket's event, Kalshi's market). */
    eventUrl: text("event_url"),
    /** Probability of Yes, 0..1; null while the market has no price. */
    probability: doublePrecision("probability"),
    /** Change of that probability over the last day, in probability points. */
    probabilityChange24h: doublePrecision("probability_change_24h"),
    volume: doublePrecision("volume").notNull().default(0),
    startDate: timestamp("start_date", { withTimezone: true }),
    endDate: timestamp("end_date", { withTimezone: true }),
    outcomes: jsonb("outcomes").$type<{ outcome: string; price: number | null; tokenId: string | null }[]>().notNull().default([]),
    tags: jsonb("tags").$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex("prediction_markets_platform_external_id_key").on(table.platform, table.externalId)],
);
