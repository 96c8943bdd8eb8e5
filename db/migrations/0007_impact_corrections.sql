CREATE TABLE "impact_corrections" (
	"article_id" bigint PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"user_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "impact_corrections_label_check" CHECK ("impact_corrections"."label" in ('high', 'mid', 'low'))
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "impact_edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "impact_corrections" ADD CONSTRAINT "impact_corrections_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impact_corrections" ADD CONSTRAINT "impact_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;