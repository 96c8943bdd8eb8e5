CREATE TABLE "alert_rules_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_id" bigint,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" DROP CONSTRAINT "deliveries_status_check";--> statement-breakpoint
ALTER TABLE "deliveries" ALTER COLUMN "status" SET DEFAULT 'queued';--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "tickers" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "min_impact" text;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "idempotency_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "deliveries" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_channels" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_delivery_id_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."deliveries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_alert_idx" ON "deliveries" USING btree ("alert_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "deliveries_due_idx" ON "deliveries" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_idempotency_key_key" ON "deliveries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_channels_channel_key_key" ON "notification_channels" USING btree ("channel_key");--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_status_check" CHECK ("deliveries"."status" in ('queued', 'sending', 'sent', 'retrying', 'failed', 'dead'));--> statement-breakpoint
INSERT INTO "alert_rules_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;