CREATE TABLE "alert_market_moves" (
	"alert_id" bigint NOT NULL,
	"market_id" bigint NOT NULL,
	"fired_at" timestamp with time zone NOT NULL,
	CONSTRAINT "alert_market_moves_alert_id_market_id_pk" PRIMARY KEY("alert_id","market_id")
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "market_id" bigint;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "move_points" double precision;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "move_minutes" integer;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "move_direction" text;--> statement-breakpoint
ALTER TABLE "alert_market_moves" ADD CONSTRAINT "alert_market_moves_alert_id_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_market_moves" ADD CONSTRAINT "alert_market_moves_market_id_prediction_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."prediction_markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_market_id_prediction_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."prediction_markets"("id") ON DELETE cascade ON UPDATE no action;