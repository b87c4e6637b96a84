CREATE TABLE "e_reporting_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"rhythm" text DEFAULT 'MONTHLY' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "e_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"state" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total_base" numeric(14, 2) NOT NULL,
	"total_vat" numeric(14, 2) NOT NULL,
	"tracking_id" text NOT NULL,
	"flow_id" text,
	"acknowledgement" jsonb,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "e_invoicing_settings" ADD COLUMN "webhook_token_hash" text;--> statement-breakpoint
ALTER TABLE "e_reporting_settings" ADD CONSTRAINT "e_reporting_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_reports" ADD CONSTRAINT "e_reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "e_reports_period_idx" ON "e_reports" USING btree ("account_id","kind","period_start");--> statement-breakpoint
CREATE INDEX "e_reports_state_idx" ON "e_reports" USING btree ("state");--> statement-breakpoint
ALTER TABLE "e_invoicing_settings" ADD CONSTRAINT "e_invoicing_settings_webhook_token_hash_unique" UNIQUE("webhook_token_hash");