CREATE TABLE "reviews" (
	"user_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"went_well" text DEFAULT '' NOT NULL,
	"got_in_the_way" text DEFAULT '' NOT NULL,
	"change_next" text DEFAULT '' NOT NULL,
	"figures" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_user_id_week_start_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
ALTER TABLE "tactics" ADD COLUMN "remind_at" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tactics" ADD CONSTRAINT "tactics_remind_at_time" CHECK ("tactics"."remind_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');