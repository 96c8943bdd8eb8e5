CREATE TABLE "move_stories" (
	"move_id" bigint NOT NULL,
	"article_id" bigint NOT NULL,
	"rank" integer NOT NULL,
	"score" double precision NOT NULL,
	"evidence" jsonb NOT NULL,
	CONSTRAINT "move_stories_move_id_article_id_pk" PRIMARY KEY("move_id","article_id")
);
--> statement-breakpoint
CREATE TABLE "moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"ticker_id" bigint,
	"market_id" bigint,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"from_value" double precision NOT NULL,
	"to_value" double precision NOT NULL,
	"abnormal_return" double precision,
	"benchmark" text,
	"sigma" double precision,
	"z_score" double precision,
	"price_source" text NOT NULL,
	"detected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moves_kind" CHECK ("moves"."kind" in ('stock', 'market'))
);
--> statement-breakpoint
ALTER TABLE "move_stories" ADD CONSTRAINT "move_stories_move_id_moves_id_fk" FOREIGN KEY ("move_id") REFERENCES "public"."moves"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "move_stories" ADD CONSTRAINT "move_stories_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moves" ADD CONSTRAINT "moves_ticker_id_tickers_id_fk" FOREIGN KEY ("ticker_id") REFERENCES "public"."tickers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moves" ADD CONSTRAINT "moves_market_id_prediction_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."prediction_markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "moves_subject_end_idx" ON "moves" USING btree ("subject","ends_at");--> statement-breakpoint
CREATE INDEX "moves_ends_at_idx" ON "moves" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "moves_market_idx" ON "moves" USING btree ("market_id","ends_at");