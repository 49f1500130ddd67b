CREATE TABLE "reminder_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tactic_id" uuid NOT NULL,
	"date" date NOT NULL,
	"channel" text NOT NULL,
	"subscription_id" uuid,
	"device" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"fell_back" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reminder_receipts_channel" CHECK ("reminder_receipts"."channel" in ('push', 'email')),
	CONSTRAINT "reminder_receipts_status" CHECK ("reminder_receipts"."status" in ('sent', 'delivered', 'clicked', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "cheers" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "cheers" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "stale_told_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reminder_receipts" ADD CONSTRAINT "reminder_receipts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_receipts" ADD CONSTRAINT "reminder_receipts_tactic_id_tactics_id_fk" FOREIGN KEY ("tactic_id") REFERENCES "public"."tactics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_receipts" ADD CONSTRAINT "reminder_receipts_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminder_receipts_user_sent_idx" ON "reminder_receipts" USING btree ("user_id","sent_at");--> statement-breakpoint
CREATE INDEX "reminder_receipts_subscription_idx" ON "reminder_receipts" USING btree ("subscription_id","sent_at");