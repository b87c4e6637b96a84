CREATE TABLE "report_configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"frequency" text NOT NULL,
	"send_by_email" boolean DEFAULT false NOT NULL,
	"email" text,
	"cc_email" text,
	"send_by_sftp" boolean DEFAULT false NOT NULL,
	"sftp_login" text,
	"sftp_password_sealed" text,
	"sftp_server" text,
	"sftp_port" integer,
	"sftp_remote_directory" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_run_day" date,
	"last_run_at" timestamp with time zone,
	"last_run_status" text,
	"last_run_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "report_configurations" ADD CONSTRAINT "report_configurations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_configurations_account_idx" ON "report_configurations" USING btree ("account_id");