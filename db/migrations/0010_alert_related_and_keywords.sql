ALTER TABLE "alerts" ADD COLUMN "include_related" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "keywords" text;