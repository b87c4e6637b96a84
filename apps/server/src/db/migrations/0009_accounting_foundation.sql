CREATE TABLE "account_sequences" (
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"last_value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "account_sequences_account_id_name_pk" PRIMARY KEY("account_id","name")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"code" text NOT NULL,
	"nom" text NOT NULL,
	"montant_ht" numeric(12, 2) DEFAULT '0' NOT NULL,
	"tva_id" integer,
	"famille1_id" integer,
	"famille2_id" integer,
	"vente_tva_code_compte" text,
	"vente_tva_dom_code_compte" text,
	"vente_tva_export_code_compte" text,
	"vente_tva_intra_communautaire_code_compte" text,
	"vente_sans_tva_code_compte" text,
	"achat_tva_code_compte" text,
	"achat_tva_dom_code_compte" text,
	"achat_tva_export_code_compte" text,
	"achat_tva_intra_communautaire_code_compte" text,
	"achat_sans_tva_code_compte" text,
	"read_only" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "familles" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"code" text NOT NULL,
	"nom" text NOT NULL,
	"read_only" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_entities" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"type" text DEFAULT 'CUSTOMER' NOT NULL,
	"code" text NOT NULL,
	"head_quarter_place" jsonb,
	"facturation_place" jsonb,
	"contact_place1" jsonb,
	"contact_place2" jsonb,
	"regime_tva" text,
	"mode_reglement_id" integer,
	"type_reglement_id" integer,
	"tva_intracommunautaire" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_modes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"nom" text NOT NULL,
	"commentaire" text,
	"nombre_jours" integer,
	"fin_mois" boolean DEFAULT false NOT NULL,
	"jour_paiement" integer,
	"read_only" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"nom" text NOT NULL,
	"code_journal" text,
	"code_compte" text,
	"read_only" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vat_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"code" text NOT NULL,
	"nom" text NOT NULL,
	"taux" numeric(5, 2),
	"compte_collecte_code" text,
	"compte_deductible_code" text,
	"code_journal" text,
	"regime_tva" text DEFAULT 'TVA_FRANCE' NOT NULL,
	"read_only" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "legal_entity" jsonb;--> statement-breakpoint
ALTER TABLE "account_sequences" ADD CONSTRAINT "account_sequences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_tva_id_vat_rates_id_fk" FOREIGN KEY ("tva_id") REFERENCES "public"."vat_rates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_famille1_id_familles_id_fk" FOREIGN KEY ("famille1_id") REFERENCES "public"."familles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_famille2_id_familles_id_fk" FOREIGN KEY ("famille2_id") REFERENCES "public"."familles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "familles" ADD CONSTRAINT "familles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_entities" ADD CONSTRAINT "legal_entities_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_entities" ADD CONSTRAINT "legal_entities_mode_reglement_id_payment_modes_id_fk" FOREIGN KEY ("mode_reglement_id") REFERENCES "public"."payment_modes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_entities" ADD CONSTRAINT "legal_entities_type_reglement_id_payment_types_id_fk" FOREIGN KEY ("type_reglement_id") REFERENCES "public"."payment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_modes" ADD CONSTRAINT "payment_modes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_types" ADD CONSTRAINT "payment_types_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_rates" ADD CONSTRAINT "vat_rates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "articles_account_idx" ON "articles" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "familles_account_idx" ON "familles" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_entities_account_code_idx" ON "legal_entities" USING btree ("account_id","code");--> statement-breakpoint
CREATE INDEX "legal_entities_account_type_idx" ON "legal_entities" USING btree ("account_id","type");--> statement-breakpoint
CREATE INDEX "payment_modes_account_idx" ON "payment_modes" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "payment_types_account_idx" ON "payment_types" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "vat_rates_account_idx" ON "vat_rates" USING btree ("account_id");