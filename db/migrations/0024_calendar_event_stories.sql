CREATE TABLE "calendar_event_stories" (
	"event_id" bigint NOT NULL,
	"article_id" bigint NOT NULL,
	"score" double precision NOT NULL,
	"evidence" jsonb NOT NULL,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_event_stories_event_id_article_id_pk" PRIMARY KEY("event_id","article_id")
);
--> statement-breakpoint
ALTER TABLE "calendar_event_stories" ADD CONSTRAINT "calendar_event_stories_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event_stories" ADD CONSTRAINT "calendar_event_stories_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_event_stories_article_idx" ON "calendar_event_stories" USING btree ("article_id");