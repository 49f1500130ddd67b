ALTER TABLE "outcomes" ADD COLUMN "partners_see_misses" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "weekly" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD COLUMN "nudges" text DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_weekly" CHECK ("partners"."weekly" in ('off', 'email', 'push'));--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_nudges" CHECK ("partners"."nudges" in ('off', 'email', 'push'));