CREATE TABLE "market_price_points" (
	"market_id" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"price" double precision NOT NULL,
	CONSTRAINT "market_price_points_market_id_at_pk" PRIMARY KEY("market_id","at")
);
--> statement-breakpoint
ALTER TABLE "article_markets" ADD COLUMN "origin" text DEFAULT 'source' NOT NULL;--> statement-breakpoint
ALTER TABLE "article_markets" ADD COLUMN "score" double precision;--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "markets_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "market_price_points" ADD CONSTRAINT "market_price_points_market_id_prediction_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."prediction_markets"("id") ON DELETE cascade ON UPDATE no action;