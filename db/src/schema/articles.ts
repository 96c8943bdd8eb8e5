import { sql } from "drizzle-orm";
import { bigint, boolean, check, customType, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt, id, textList } from "./columns";
import { impacts } from "@tradewire/core/wire-constants";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * Who chose a story's named tickers: the ticker linker, the story's source (the replay set names them) or an
 * editor. Only the linker's are linked again when the linker changes, so a person's choice is never undone.
 */
export const tickerOrigins = ["linker", "source", "editor"] as const;
export type TickerOrigin = (typeof tickerOrigins)[number];

export const articles = pgTable(
  "articles",
  {
    id: id(),
    title: text("title").notNull(),
    url: text("url").notNull().unique(),
    source: text("source").notNull().default("unknown"),
    impact: text("impact", { enum: impacts }).notNull().default("low"),
    datePublished: timestamp("date_published", { withTimezone: true }).notNull().defaultNow(),
    summary: text("summary"),
    topic: boolean("topic").notNull().default(false),
    tags: textList("tags"),
    /** Macro tickers the story moves without naming them; kept apart from the named ones. */
    relatedTickers: textList("related_tickers"),
    /** The first story of a near-duplicate group (same event, other sources); null for a story of its own. */
    groupId: bigint("group_id", { mode: "number" }),
    /** The classification rules that fired, so an impact can be explained. */
    impactRules: jsonb("impact_rules").$type<string[]>().notNull().default([]),
    /** When an editor last set the story's markets, even to none; from then on the linker leaves them alone. */
    marketsEditedAt: timestamp("markets_edited_at", { withTimezone: true }),
    /** When an editor last set the story's impact; from then on re-classification leaves it alone. */
    impactEditedAt: timestamp("impact_edited_at", { withTimezone: true }),
    /** Who chose its named tickers: re-classification replaces only the linker's. */
    tickersOrigin: text("tickers_origin", { enum: tickerOrigins }).notNull().default("linker"),
    /** When Tradewire stored the story (received_at on the wire). */
    createdAt: createdAt(),
    search: tsvector("search").generatedAlwaysAs(
      sql`to_tsvector('english', coalesce(title, '') || ' ' || coalesce(summary, ''))`,
    ),
  },
  (table) => [
    check("articles_impact_check", sql`${table.impact} in ('high', 'mid', 'low')`),
    check("articles_tickers_origin_check", sql`${table.tickersOrigin} in ('linker', 'source', 'editor')`),
    // In the order the feed reads (`order by date_published desc, id desc` puts nulls first): an index kept
    // nulls last would not serve it, and every page would sort the whole table.
    index("articles_date_published_idx").on(table.datePublished.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index("articles_search_idx").using("gin", table.search),
    index("articles_tags_idx").using("gin", table.tags),
    // My tickers: the stories that move a member's symbols without naming them (related_tickers && their list).
    index("articles_related_tickers_idx").using("gin", table.relatedTickers),
    index("articles_group_idx").on(table.groupId),
  ],
);
