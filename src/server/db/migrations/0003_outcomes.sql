CREATE TABLE "outcomes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"position" integer NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outcomes_status" CHECK ("outcomes"."status" in ('active', 'achieved', 'archived'))
);
--> statement-breakpoint
ALTER TABLE "goals" DROP CONSTRAINT "goals_user_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "goals_user_position_idx";--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "outcome_id" uuid;--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "target_date" date;--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outcomes" ADD CONSTRAINT "outcomes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outcomes_user_position_idx" ON "outcomes" USING btree ("user_id","position");--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_outcome_id_outcomes_id_fk" FOREIGN KEY ("outcome_id") REFERENCES "public"."outcomes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goals_outcome_position_idx" ON "goals" USING btree ("outcome_id","position");--> statement-breakpoint
-- Hand-written: every user's existing plan becomes one active outcome, "My plan" (editable),
-- holding all of their goals in the order they had; a goal's status time starts at its creation.
INSERT INTO "outcomes" ("user_id", "title", "position", "status_changed_at", "created_at")
  SELECT "id", 'My plan', 0, "created_at", "created_at" FROM "users";--> statement-breakpoint
UPDATE "goals" SET "outcome_id" = "outcomes"."id", "status_changed_at" = "goals"."created_at"
  FROM "outcomes" WHERE "outcomes"."user_id" = "goals"."user_id";--> statement-breakpoint
ALTER TABLE "goals" ALTER COLUMN "outcome_id" SET NOT NULL;--> statement-breakpoint
-- End of the hand-written part.
ALTER TABLE "goals" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "goals" ADD CONSTRAINT "goals_status" CHECK ("goals"."status" in ('active', 'achieved'));