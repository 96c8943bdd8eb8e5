CREATE TABLE "ticker_quotes" (
	"symbol" text PRIMARY KEY NOT NULL,
	"price" double precision NOT NULL,
	"previous_close" double precision,
	"as_of" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_tickers" ADD COLUMN "price_at_story" double precision;