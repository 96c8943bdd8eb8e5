CREATE TABLE "calendar_event_reactions" (
	"event_id" bigint NOT NULL,
	"symbol" text NOT NULL,
	"horizon" text NOT NULL,
	"asset" text NOT NULL,
	"benchmark" text,
	"price_source" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"symbol_return" double precision NOT NULL,
	"benchmark_return" double precision,
	"abnormal_return" double precision,
	"sigma" double precision,
	"z_score" double precision,
	"outcome" text,
	"surprise_size" text,
	CONSTRAINT "calendar_event_reactions_event_id_symbol_horizon_pk" PRIMARY KEY("event_id","symbol","horizon"),
	CONSTRAINT "calendar_event_reactions_horizon" CHECK ("calendar_event_reactions"."horizon" in ('5m', '30m')),
	CONSTRAINT "calendar_event_reactions_asset" CHECK ("calendar_event_reactions"."asset" in ('index', 'treasuries', 'dollar', 'company'))
);
--> statement-breakpoint
ALTER TABLE "calendar_event_reactions" ADD CONSTRAINT "calendar_event_reactions_event_id_calendar_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;