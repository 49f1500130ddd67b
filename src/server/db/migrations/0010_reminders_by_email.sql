CREATE TABLE "mail_claims" (
	"user_id" uuid NOT NULL,
	"occasion" text NOT NULL,
	"outcome" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_claims_user_id_occasion_pk" PRIMARY KEY("user_id","occasion")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reminder_channel" text DEFAULT 'push' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "weekly_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_claims" ADD CONSTRAINT "mail_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_claims_claimed_idx" ON "mail_claims" USING btree ("claimed_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_reminder_channel" CHECK ("users"."reminder_channel" in ('push', 'email', 'both', 'off'));