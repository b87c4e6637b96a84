CREATE TABLE "required_photo_lists" (
	"account_id" integer NOT NULL,
	"assistance_provider" text NOT NULL,
	"slots" jsonb NOT NULL,
	CONSTRAINT "required_photo_lists_account_id_assistance_provider_pk" PRIMARY KEY("account_id","assistance_provider")
);
--> statement-breakpoint
CREATE TABLE "vehicle_condition_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"mission_id" integer NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vehicle_condition_links_mission_id_unique" UNIQUE("mission_id"),
	CONSTRAINT "vehicle_condition_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "vehicle_condition_photos" (
	"mission_id" integer NOT NULL,
	"stage" text NOT NULL,
	"slot" text NOT NULL,
	"document_id" integer NOT NULL,
	CONSTRAINT "vehicle_condition_photos_mission_id_stage_slot_pk" PRIMARY KEY("mission_id","stage","slot")
);
--> statement-breakpoint
CREATE TABLE "vehicle_condition_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"folder_id" integer NOT NULL,
	"mission_id" integer NOT NULL,
	"stage" text NOT NULL,
	"details" jsonb NOT NULL,
	"diagram" jsonb NOT NULL,
	"damage_reported" boolean DEFAULT false NOT NULL,
	"photos_skipped_reason" text,
	"signature_png" "bytea",
	"signed_at" timestamp with time zone NOT NULL,
	"latitude" real,
	"longitude" real,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_condition_reports_mission_stage" UNIQUE("mission_id","stage")
);
--> statement-breakpoint
ALTER TABLE "required_photo_lists" ADD CONSTRAINT "required_photo_lists_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_condition_links" ADD CONSTRAINT "vehicle_condition_links_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_condition_links" ADD CONSTRAINT "vehicle_condition_links_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_condition_photos" ADD CONSTRAINT "vehicle_condition_photos_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_condition_photos" ADD CONSTRAINT "vehicle_condition_photos_document_id_folder_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."folder_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_condition_reports" ADD CONSTRAINT "vehicle_condition_reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_condition_reports" ADD CONSTRAINT "vehicle_condition_reports_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_condition_reports" ADD CONSTRAINT "vehicle_condition_reports_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_condition_reports_folder_idx" ON "vehicle_condition_reports" USING btree ("folder_id");