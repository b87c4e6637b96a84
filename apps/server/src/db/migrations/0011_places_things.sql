CREATE TABLE "favourite_places" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"label" text NOT NULL,
	"place" jsonb NOT NULL,
	"read_only" boolean DEFAULT false NOT NULL,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "things" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer,
	"name" text NOT NULL,
	"abeeway_id" text NOT NULL,
	"info_date_time" timestamp with time zone,
	"rssi" double precision,
	"snr" double precision,
	"temperature" double precision,
	"battery_level" integer,
	"position_latitude" double precision,
	"position_longitude" double precision,
	"location_date_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "things_abeeway_id_unique" UNIQUE("abeeway_id")
);
--> statement-breakpoint
CREATE TABLE "iot_ingestion_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "iot_ingestion_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "favourite_places" ADD CONSTRAINT "favourite_places_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "things" ADD CONSTRAINT "things_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iot_ingestion_keys" ADD CONSTRAINT "iot_ingestion_keys_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_places_account_idx" ON "favourite_places" USING btree ("account_id","label");--> statement-breakpoint
CREATE UNIQUE INDEX "favourite_places_external_idx" ON "favourite_places" USING btree ("account_id","external_id");--> statement-breakpoint
CREATE INDEX "things_account_idx" ON "things" USING btree ("account_id","name");
