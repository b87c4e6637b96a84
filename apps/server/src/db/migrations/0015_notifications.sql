CREATE TABLE "notification_configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"mission_type" text,
	"name" text,
	"type" text,
	"notify_client_on_creation" boolean DEFAULT false NOT NULL,
	"notify_client_on_start" boolean DEFAULT false NOT NULL,
	"notify_client_on_approaching" boolean DEFAULT false NOT NULL,
	"notify_client_on_late" boolean DEFAULT false NOT NULL,
	"sms_text_on_creation" text,
	"sms_text_on_start" text,
	"sms_text_on_approaching" text,
	"sms_text_on_late" text,
	"notify_minute_before_arriving" integer,
	"contain_text_on_report_event" text,
	"severity" integer,
	"speed" integer,
	"code" text,
	"destination_phones_on_report_event" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"destination_emails_on_report_event" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"out_of_range_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"mission_id" integer,
	"kind" text NOT NULL,
	"dedup_key" text NOT NULL,
	"phone" text NOT NULL,
	"sender" text,
	"text" text NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "event_rule_matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"rule_id" integer,
	"rule_name" text NOT NULL,
	"event_id" integer NOT NULL,
	"truck_id" integer,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notification_configurations" ADD CONSTRAINT "notification_configurations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rule_matches" ADD CONSTRAINT "event_rule_matches_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rule_matches" ADD CONSTRAINT "event_rule_matches_rule_id_notification_configurations_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."notification_configurations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rule_matches" ADD CONSTRAINT "event_rule_matches_event_id_vehicle_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."vehicle_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rule_matches" ADD CONSTRAINT "event_rule_matches_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_configurations_account_idx" ON "notification_configurations" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notification_configurations_mission_type_idx" ON "notification_configurations" USING btree ("account_id","mission_type") WHERE "notification_configurations"."mission_type" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_dedup_idx" ON "sms_messages" USING btree ("account_id","dedup_key");--> statement-breakpoint
CREATE INDEX "sms_messages_account_created_idx" ON "sms_messages" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_held_idx" ON "sms_messages" USING btree ("account_id") WHERE "sms_messages"."status" = 'HELD';--> statement-breakpoint
CREATE UNIQUE INDEX "event_rule_matches_event_rule_idx" ON "event_rule_matches" USING btree ("event_id","rule_id");--> statement-breakpoint
CREATE INDEX "event_rule_matches_account_idx" ON "event_rule_matches" USING btree ("account_id","matched_at");
