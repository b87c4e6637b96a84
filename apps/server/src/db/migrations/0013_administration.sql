ALTER TABLE "accounts" ADD COLUMN "auto_synch_unassignee_drivers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "tolerance_arrival_minute" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "intervention_arrival_minute" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "status_auto_detection" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "arrival_detection_minute" integer;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "sms_sender" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "sms_with_out_start" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "sms_open_hours" jsonb DEFAULT '{}'::jsonb NOT NULL;
