CREATE TABLE "price_bars" (
	"symbol" text NOT NULL,
	"interval" text NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"close" double precision NOT NULL,
	CONSTRAINT "price_bars_symbol_interval_time_pk" PRIMARY KEY("symbol","interval","time")
);
--> statement-breakpoint
CREATE TABLE "price_coverage" (
	"symbol" text NOT NULL,
	"interval" text NOT NULL,
	"covered_from" timestamp with time zone NOT NULL,
	"covered_to" timestamp with time zone NOT NULL,
	CONSTRAINT "price_coverage_symbol_interval_pk" PRIMARY KEY("symbol","interval")
);
