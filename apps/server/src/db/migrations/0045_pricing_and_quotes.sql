CREATE TABLE "folder_pricings" (
	"folder_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"grid_id" integer,
	"grid_name" text NOT NULL,
	"call_at" timestamp with time zone NOT NULL,
	"lines" jsonb NOT NULL,
	"hide_prices_on_driver_documents" boolean DEFAULT false NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"number" text NOT NULL,
	"state" text NOT NULL,
	"customer_id" integer,
	"customer_name" text NOT NULL,
	"customer_email" text,
	"customer_phone" text,
	"description" text,
	"valid_until" date NOT NULL,
	"lines" jsonb NOT NULL,
	"total_ht_cents" bigint NOT NULL,
	"total_ttc_cents" bigint NOT NULL,
	"folder_id" integer,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"accepted_name" text,
	"accepted_ip" text,
	"document_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tariff_grids" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"customer_id" integer,
	"assistance_provider" text,
	"valid_from" date NOT NULL,
	"valid_until" date,
	"hide_prices_on_driver_documents" boolean DEFAULT false NOT NULL,
	"rules" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "folder_pricings" ADD CONSTRAINT "folder_pricings_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_pricings" ADD CONSTRAINT "folder_pricings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_pricings" ADD CONSTRAINT "folder_pricings_grid_id_tariff_grids_id_fk" FOREIGN KEY ("grid_id") REFERENCES "public"."tariff_grids"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_customer_id_legal_entities_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."legal_entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_grids" ADD CONSTRAINT "tariff_grids_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tariff_grids" ADD CONSTRAINT "tariff_grids_customer_id_legal_entities_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."legal_entities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_account_number_idx" ON "quotes" USING btree ("account_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_token_idx" ON "quotes" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "quotes_account_state_idx" ON "quotes" USING btree ("account_id","state","created_at");--> statement-breakpoint
CREATE INDEX "tariff_grids_account_idx" ON "tariff_grids" USING btree ("account_id","valid_from");