CREATE TABLE "vehicle_condition_mark_photos" (
	"mission_id" integer NOT NULL,
	"stage" text NOT NULL,
	"mark_id" text NOT NULL,
	"document_id" integer NOT NULL,
	CONSTRAINT "vehicle_condition_mark_photos_mission_id_stage_mark_id_pk" PRIMARY KEY("mission_id","stage","mark_id")
);
--> statement-breakpoint
ALTER TABLE "vehicle_condition_mark_photos" ADD CONSTRAINT "vehicle_condition_mark_photos_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle_condition_mark_photos" ADD CONSTRAINT "vehicle_condition_mark_photos_document_fk" FOREIGN KEY ("document_id") REFERENCES "public"."folder_documents"("id") ON DELETE cascade ON UPDATE no action;