CREATE TABLE "yard_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"folder_id" integer,
	"kind" text NOT NULL,
	"status" text DEFAULT 'PRESENT' NOT NULL,
	"authority" text,
	"officer_name" text DEFAULT '' NOT NULL,
	"pv_number" text DEFAULT '' NOT NULL,
	"reason" text NOT NULL,
	"removed_at" timestamp with time zone NOT NULL,
	"vehicle_removed" boolean NOT NULL,
	"immobilisation" boolean NOT NULL,
	"expertise" boolean NOT NULL,
	"low_value" boolean NOT NULL,
	"plate" text NOT NULL,
	"vin" text DEFAULT '' NOT NULL,
	"make" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"colour" text DEFAULT '' NOT NULL,
	"mileage" integer,
	"keys_kept" boolean DEFAULT false NOT NULL,
	"place_id" integer,
	"private_daily_cents" integer,
	"owner" jsonb NOT NULL,
	"condition" jsonb,
	"notice_sent_on" date,
	"notice_sent_by" text,
	"abandonment_day" date,
	"alert_sent" text,
	"release" jsonb,
	"release_signature" text,
	"release_fees" jsonb,
	"handover" jsonb,
	"exit_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "yard_holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"kind" text NOT NULL,
	"placed_by" text NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"lifted_by" text,
	"lifted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "yard_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"row_label" text NOT NULL,
	"place_label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "yard_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"zone" text DEFAULT 'NATIONAL' NOT NULL,
	"private_daily_cents" integer DEFAULT 1500 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "yard_tariff_rates" (
	"account_id" integer NOT NULL,
	"valid_from" date NOT NULL,
	"category" text NOT NULL,
	"source" text NOT NULL,
	"rates" jsonb NOT NULL,
	CONSTRAINT "yard_tariff_rates_account_id_valid_from_category_pk" PRIMARY KEY("account_id","valid_from","category")
);
--> statement-breakpoint
ALTER TABLE "yard_entries" ADD CONSTRAINT "yard_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yard_entries" ADD CONSTRAINT "yard_entries_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yard_entries" ADD CONSTRAINT "yard_entries_place_id_yard_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."yard_places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yard_holds" ADD CONSTRAINT "yard_holds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yard_holds" ADD CONSTRAINT "yard_holds_entry_id_yard_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."yard_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yard_places" ADD CONSTRAINT "yard_places_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yard_settings" ADD CONSTRAINT "yard_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "yard_tariff_rates" ADD CONSTRAINT "yard_tariff_rates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "yard_entries_account_idx" ON "yard_entries" USING btree ("account_id","status","removed_at");--> statement-breakpoint
CREATE INDEX "yard_entries_deadline_idx" ON "yard_entries" USING btree ("status","abandonment_day");--> statement-breakpoint
CREATE INDEX "yard_holds_entry_idx" ON "yard_holds" USING btree ("entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "yard_places_label_idx" ON "yard_places" USING btree ("account_id","row_label","place_label");