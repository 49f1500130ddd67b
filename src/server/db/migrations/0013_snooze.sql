ALTER TABLE "reminder_deliveries" ADD COLUMN "snoozed" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" DROP CONSTRAINT "reminder_deliveries_tactic_id_date_subscription_id_pk";--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_tactic_id_date_subscription_id_snoozed_pk" PRIMARY KEY("tactic_id","date","subscription_id","snoozed");--> statement-breakpoint
ALTER TABLE "tactics" ADD COLUMN "snooze" jsonb;
