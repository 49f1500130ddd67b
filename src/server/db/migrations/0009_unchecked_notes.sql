CREATE TABLE "unchecked_notes" (
	"tactic_id" uuid NOT NULL,
	"date" date NOT NULL,
	"note" text NOT NULL,
	CONSTRAINT "unchecked_notes_tactic_id_date_pk" PRIMARY KEY("tactic_id","date")
);
--> statement-breakpoint
ALTER TABLE "unchecked_notes" ADD CONSTRAINT "unchecked_notes_tactic_id_tactics_id_fk" FOREIGN KEY ("tactic_id") REFERENCES "public"."tactics"("id") ON DELETE cascade ON UPDATE no action;