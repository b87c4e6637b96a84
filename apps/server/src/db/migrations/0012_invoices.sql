CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"code" text NOT NULL,
	"sequence_value" integer NOT NULL,
	"date" date NOT NULL,
	"due_date" date NOT NULL,
	"customer_id" integer NOT NULL,
	"company_name" text,
	"contact_firstname" text,
	"contact_name" text,
	"mode_reglement_id" integer,
	"billing_place" jsonb,
	"total_ht" numeric(14, 2) NOT NULL,
	"total_tva" numeric(14, 2) NOT NULL,
	"total_ttc" numeric(14, 2) NOT NULL,
	"vat_breakdown" jsonb NOT NULL,
	"folder_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"article_id" integer,
	"code" text,
	"nom" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"montant_ht" numeric(12, 2) NOT NULL,
	"tva_id" integer,
	"tva_code" text,
	"tva_rate" numeric(5, 2),
	"tva_compte_collecte" text,
	"compte_vente" text,
	"total_ht" numeric(14, 2) NOT NULL,
	"total_tva" numeric(14, 2) NOT NULL,
	"total_ttc" numeric(14, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_legal_entities_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."legal_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_mode_reglement_id_payment_modes_id_fk" FOREIGN KEY ("mode_reglement_id") REFERENCES "public"."payment_modes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_tva_id_vat_rates_id_fk" FOREIGN KEY ("tva_id") REFERENCES "public"."vat_rates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_account_code_idx" ON "invoices" USING btree ("account_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_account_sequence_idx" ON "invoices" USING btree ("account_id","sequence_value");--> statement-breakpoint
CREATE INDEX "invoices_account_date_idx" ON "invoices" USING btree ("account_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_folder_idx" ON "invoices" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "invoices_customer_idx" ON "invoices" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_idx" ON "invoice_lines" USING btree ("invoice_id","position");
