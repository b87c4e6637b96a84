CREATE TABLE "yard_entry_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"yard_entry_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"image" "bytea" NOT NULL,
	"thumbnail" "bytea" NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer
);
--> statement-breakpoint
ALTER TABLE "yard_entries" ADD COLUMN "alert_mailed" text;--> statement-breakpoint
-- The alerts claimed before this column were mailed (or their failure logged) by the previous version: not again.
UPDATE "yard_entries" SET "alert_mailed" = "alert_sent";--> statement-breakpoint
ALTER TABLE "yard_entry_photos" ADD CONSTRAINT "yard_entry_photos_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yard_entry_photos" ADD CONSTRAINT "yard_entry_photos_yard_entry_id_yard_entries_id_fk" FOREIGN KEY ("yard_entry_id") REFERENCES "public"."yard_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "yard_entry_photos_entry_idx" ON "yard_entry_photos" USING btree ("account_id","yard_entry_id","id");