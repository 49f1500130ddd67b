CREATE TABLE "measurements" (
	"goal_id" uuid NOT NULL,
	"date" date NOT NULL,
	"value" double precision NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "measurements_goal_id_date_pk" PRIMARY KEY("goal_id","date")
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "goals" ADD COLUMN "measure" jsonb;--> statement-breakpoint
ALTER TABLE "tactics" ADD COLUMN "steps" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tactics" ADD COLUMN "completion_note" text;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_goal_id_goals_id_fk" FOREIGN KEY ("goal_id") REFERENCES "public"."goals"("id") ON DELETE cascade ON UPDATE no action;