ALTER TABLE "notification_channels" ADD COLUMN "last_test_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_channels" ADD COLUMN "last_test_ok" boolean;--> statement-breakpoint
ALTER TABLE "notification_channels" ADD COLUMN "last_test_result" text;