CREATE TABLE "user_saved_views" (
	"user_id" bigint NOT NULL,
	"slot" smallint NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_saved_views_user_id_slot_pk" PRIMARY KEY("user_id","slot"),
	CONSTRAINT "user_saved_views_slot" CHECK ("user_saved_views"."slot" between 1 and 9)
);
--> statement-breakpoint
ALTER TABLE "user_saved_views" ADD CONSTRAINT "user_saved_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;