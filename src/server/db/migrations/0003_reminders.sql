ALTER TABLE "tactics" ADD COLUMN "remind_at" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "tactics" ADD CONSTRAINT "tactics_remind_at_time" CHECK ("tactics"."remind_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');