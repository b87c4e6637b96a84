-- The driver app (issue 21): a CHAUFFEUR user is linked to an agent and a default truck, and the
-- operator sees when their app last called.
ALTER TABLE "users" ADD COLUMN "agent_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "truck_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "driver_app_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_truck_id_trucks_id_fk" FOREIGN KEY ("truck_id") REFERENCES "public"."trucks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A step the app recorded may be undone for 2 minutes after it reached the server.
ALTER TABLE "missions" ADD COLUMN "step_recorded_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "driver_reports" (
	"mission_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"km" real,
	"lieu_intervention_correct" boolean,
	"lieu_livraison_correct" boolean,
	"remarks" text,
	"signer_name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"signature_png" bytea NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "driver_reports" ADD CONSTRAINT "driver_reports_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_reports" ADD CONSTRAINT "driver_reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
