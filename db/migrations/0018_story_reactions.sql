CREATE TABLE "story_reactions" (
	"article_id" bigint NOT NULL,
	"ticker_id" bigint NOT NULL,
	"horizon" text NOT NULL,
	"benchmark" text NOT NULL,
	"price_source" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"stock_return" double precision NOT NULL,
	"benchmark_return" double precision NOT NULL,
	"abnormal_return" double precision NOT NULL,
	"sigma" double precision,
	"z_score" double precision,
	CONSTRAINT "story_reactions_article_id_ticker_id_horizon_pk" PRIMARY KEY("article_id","ticker_id","horizon"),
	CONSTRAINT "story_reactions_horizon" CHECK ("story_reactions"."horizon" in ('5m', '30m', '1d'))
);
--> statement-breakpoint
ALTER TABLE "story_reactions" ADD CONSTRAINT "story_reactions_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_reactions" ADD CONSTRAINT "story_reactions_ticker_id_tickers_id_fk" FOREIGN KEY ("ticker_id") REFERENCES "public"."tickers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_reactions_horizon_idx" ON "story_reactions" USING btree ("horizon");