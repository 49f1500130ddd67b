ALTER TABLE "cheers" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "cheers" ADD COLUMN "replied_at" timestamp with time zone;