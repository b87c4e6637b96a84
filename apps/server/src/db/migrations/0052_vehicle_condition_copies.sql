-- The links made before kept their token in clear: they go (a PV is sent again with a new, hashed one).
DELETE FROM "vehicle_condition_links";--> statement-breakpoint
ALTER TABLE "vehicle_condition_links" DROP CONSTRAINT "vehicle_condition_links_mission_id_unique";--> statement-breakpoint
ALTER TABLE "vehicle_condition_links" DROP CONSTRAINT "vehicle_condition_links_token_unique";--> statement-breakpoint
ALTER TABLE "vehicle_condition_links" ADD COLUMN "token_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_condition_links" ADD COLUMN "channel" text NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_condition_links" ADD COLUMN "recipient" text;--> statement-breakpoint
ALTER TABLE "vehicle_condition_links" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicle_condition_reports" ADD COLUMN "pdf_document_id" integer;--> statement-breakpoint
ALTER TABLE "vehicle_condition_reports" ADD COLUMN "copy_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vehicle_condition_reports" ADD CONSTRAINT "vehicle_condition_reports_pdf_document_fk" FOREIGN KEY ("pdf_document_id") REFERENCES "public"."folder_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vehicle_condition_links_mission_idx" ON "vehicle_condition_links" USING btree ("mission_id");--> statement-breakpoint
ALTER TABLE "vehicle_condition_links" DROP COLUMN "token";--> statement-breakpoint
ALTER TABLE "vehicle_condition_links" ADD CONSTRAINT "vehicle_condition_links_token_hash_unique" UNIQUE("token_hash");