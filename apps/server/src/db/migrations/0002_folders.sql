CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE SEQUENCE "public"."folders_order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "missions" (
	"id" serial PRIMARY KEY NOT NULL,
	"folder_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"order_no" text NOT NULL,
	"mission_state" text NOT NULL,
	"mission_date_time" timestamp with time zone,
	"creation_date_time" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_date_time" timestamp with time zone,
	"external_mission_no" text,
	"truck_id" integer,
	"agent_id" integer,
	"contact_info" text,
	"contact_phone" text,
	"text" text,
	"destination_place" jsonb,
	"statistic" jsonb,
	"positions" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "folder_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"folder_id" integer NOT NULL,
	"event_date_time" timestamp with time zone DEFAULT now() NOT NULL,
	"record_date_time" timestamp with time zone DEFAULT now() NOT NULL,
	"event_source" text NOT NULL,
	"state" text,
	"state_label" text,
	"creation_origine" text,
	"text" text,
	"position_text" text,
	"message" text,
	"user_id" integer
);
--> statement-breakpoint
DROP INDEX "folders_account_state_idx";--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "order_no" text DEFAULT ('OT' || nextval('folders_order_no_seq')::text) NOT NULL;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "origine_number" text;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "mission_state" text;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "mission_date_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "truck_id" integer;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "agent_id" integer;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "contact_info" text;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "contact_phone" text;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "cancellable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "confirmation_requise" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "messages_allowed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "proposition_initiale" text;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "customer_place" jsonb;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "intervention_depannage" jsonb;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "vehicule" jsonb;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "attelage" jsonb;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "report_depannage" jsonb;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "acceptation" jsonb;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "numero_facture" text;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "numero_facture_obligatoire" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "est_facturable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "valorisation_state" text;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "valorisation_initiale" double precision;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "valorisation" jsonb;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "valorisation_propositions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "confirmation_valorisation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "valorisation_modifiable_avant_cloture" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "registration" text GENERATED ALWAYS AS ((vehicule->>'immatriculation')) STORED;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "customer_name" text GENERATED ALWAYS AS (nullif(trim(coalesce(customer_place->>'contactFirstname', '') || ' ' || coalesce(customer_place->>'contactName', '')), '')) STORED;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "city" text GENERATED ALWAYS AS ((customer_place->>'city')) STORED;--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(external_number, '') || ' ' || order_no || ' ' || coalesce((vehicule->>'immatriculation'), '') || ' ' || coalesce(regexp_replace((vehicule->>'immatriculation'), '[^[:alnum:]]', '', 'g'), '') || ' ' || coalesce(nullif(trim(coalesce(customer_place->>'contactFirstname', '') || ' ' || coalesce(customer_place->>'contactName', '')), ''), '') || ' ' || coalesce(customer_place->>'city', ''))) STORED;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_events" ADD CONSTRAINT "folder_events_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "missions_folder_kind_idx" ON "missions" USING btree ("folder_id","kind");--> statement-breakpoint
CREATE INDEX "missions_account_date_idx" ON "missions" USING btree ("account_id","mission_date_time");--> statement-breakpoint
CREATE INDEX "folder_events_folder_idx" ON "folder_events" USING btree ("folder_id","event_date_time");--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "folders_account_created_idx" ON "folders" USING btree ("account_id","creation_date_time" DESC NULLS FIRST,"id" DESC NULLS FIRST,"search_text");--> statement-breakpoint
CREATE INDEX "folders_account_state_created_idx" ON "folders" USING btree ("account_id","folder_state","creation_date_time" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "folders_account_mission_state_idx" ON "folders" USING btree ("account_id","mission_state","creation_date_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "folders_account_truck_idx" ON "folders" USING btree ("account_id","truck_id","creation_date_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "folders_account_agent_idx" ON "folders" USING btree ("account_id","agent_id","creation_date_time" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "folders_provider_created_idx" ON "folders" USING btree ("assistance_provider","creation_date_time" DESC NULLS FIRST,"id" DESC NULLS FIRST,"search_text");--> statement-breakpoint
CREATE INDEX "folders_search_trgm_idx" ON "folders" USING gin ("search_text" gin_trgm_ops);