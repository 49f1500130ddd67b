CREATE TABLE "check_ins" (
	"tactic_id" uuid NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_tactic_id_date_pk" PRIMARY KEY("tactic_id","date")
);
--> statement-breakpoint
ALTER TABLE "tactics" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tactics" ADD COLUMN "due_date" date;--> statement-breakpoint
ALTER TABLE "tactics" ADD COLUMN "repeat" jsonb;--> statement-breakpoint
ALTER TABLE "tactics" ADD COLUMN "repeat_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tactics" ADD COLUMN "plan_when" text;--> statement-breakpoint
ALTER TABLE "tactics" ADD COLUMN "plan_then" text;--> statement-breakpoint
ALTER TABLE "tactics" ADD COLUMN "actual_effort" smallint;--> statement-breakpoint
ALTER TABLE "tactics" ADD COLUMN "actual_impact" smallint;--> statement-breakpoint
ALTER TABLE "tactics" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "tactics" ADD COLUMN "resource_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar_token_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "calendar_token_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_tactic_id_tactics_id_fk" FOREIGN KEY ("tactic_id") REFERENCES "public"."tactics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_calendar_token_hash_unique" UNIQUE("calendar_token_hash");--> statement-breakpoint
ALTER TABLE "tactics" ADD CONSTRAINT "tactics_actual_effort_range" CHECK ("tactics"."actual_effort" between 1 and 5);--> statement-breakpoint
ALTER TABLE "tactics" ADD CONSTRAINT "tactics_actual_impact_range" CHECK ("tactics"."actual_impact" between 1 and 5);--> statement-breakpoint
ALTER TABLE "tactics" ADD CONSTRAINT "tactics_plan_whole" CHECK (("tactics"."plan_when" is null) = ("tactics"."plan_then" is null));--> statement-breakpoint
-- Tactics completed before this migration: their last change is the best record of when.
UPDATE "tactics" SET "completed_at" = "updated_at" WHERE "completed";
