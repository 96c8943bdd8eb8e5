ALTER TABLE "prediction_markets" ADD COLUMN "event_url" text;--> statement-breakpoint
ALTER TABLE "prediction_markets" ADD COLUMN "probability" double precision;--> statement-breakpoint
ALTER TABLE "prediction_markets" ADD COLUMN "probability_change_24h" double precision;