CREATE TABLE "invoice_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"step" text NOT NULL,
	"outcome" text NOT NULL,
	"recipient" text,
	"error" text,
	"remaining" numeric(14, 2),
	"penalties" numeric(14, 2),
	"indemnity" numeric(14, 2),
	"letter_filename" text,
	"letter" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"steps" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "legal_entities" ADD COLUMN "automatic_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_reminders_invoice_step_idx" ON "invoice_reminders" USING btree ("invoice_id","step");--> statement-breakpoint
CREATE INDEX "invoice_reminders_account_idx" ON "invoice_reminders" USING btree ("account_id","created_at");