ALTER TABLE "users" ADD COLUMN "day_starts_at" text DEFAULT '00:00' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "week_starts_on" text DEFAULT 'monday' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_day_starts_at" CHECK ("users"."day_starts_at" ~ '^0[0-4]:[0-5][0-9]$|^05:00$');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_week_starts_on" CHECK ("users"."week_starts_on" in ('monday', 'sunday'));