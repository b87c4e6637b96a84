ALTER TABLE "notification_configurations" ADD COLUMN "creation_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_configurations" ADD COLUMN "start_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_configurations" ADD COLUMN "approaching_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_configurations" ADD COLUMN "late_enabled_at" timestamp with time zone;--> statement-breakpoint
UPDATE "notification_configurations" SET
  "creation_enabled_at" = CASE WHEN "notify_client_on_creation" THEN "created_at" END,
  "start_enabled_at" = CASE WHEN "notify_client_on_start" THEN "created_at" END,
  "approaching_enabled_at" = CASE WHEN "notify_client_on_approaching" THEN "created_at" END,
  "late_enabled_at" = CASE WHEN "notify_client_on_late" THEN "created_at" END
  WHERE "mission_type" IS NOT NULL;
