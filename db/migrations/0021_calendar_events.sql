CREATE TABLE "calendar_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"occurrence" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"country" text NOT NULL,
	"country_name" text NOT NULL,
	"ticker" text,
	"company" text,
	"importance" text NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"timing" text,
	"period" text,
	"consensus" text,
	"previous" text,
	"previous_before_revision" text,
	"actual" text,
	"released_at" timestamp with time zone,
	"postponed_from" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_events_kind" CHECK ("calendar_events"."kind" in ('macro', 'earnings'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_events_identity_idx" ON "calendar_events" USING btree ("source","series","scheduled_at","occurrence");--> statement-breakpoint
CREATE INDEX "calendar_events_scheduled_idx" ON "calendar_events" USING btree ("scheduled_at");