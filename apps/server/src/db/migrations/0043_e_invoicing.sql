CREATE TABLE "e_invoice_deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"invoice_id" integer NOT NULL,
	"tracking_id" text NOT NULL,
	"state" text NOT NULL,
	"flow_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deposited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "e_invoice_statuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"invoice_id" integer,
	"received_invoice_id" integer,
	"code" text NOT NULL,
	"reason_code" text,
	"reason_text" text,
	"at" timestamp with time zone NOT NULL,
	"direction" text NOT NULL,
	"status_key" text NOT NULL,
	"flow_id" text,
	"cdar" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "e_invoicing_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"token_sealed" text,
	"token_host" text,
	"active" boolean DEFAULT true NOT NULL,
	"cursor" text,
	"last_sync_at" timestamp with time zone,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "received_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"flow_id" text NOT NULL,
	"number" text NOT NULL,
	"supplier_name" text,
	"supplier_siren" text,
	"issue_date" date,
	"total_ht" numeric(14, 2),
	"total_ttc" numeric(14, 2),
	"currency" text DEFAULT 'EUR' NOT NULL,
	"xml" text NOT NULL,
	"readable_view" "bytea",
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "e_invoice_deposits" ADD CONSTRAINT "e_invoice_deposits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoice_deposits" ADD CONSTRAINT "e_invoice_deposits_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoice_statuses" ADD CONSTRAINT "e_invoice_statuses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoice_statuses" ADD CONSTRAINT "e_invoice_statuses_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoice_statuses" ADD CONSTRAINT "e_invoice_statuses_received_invoice_id_received_invoices_id_fk" FOREIGN KEY ("received_invoice_id") REFERENCES "public"."received_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "e_invoicing_settings" ADD CONSTRAINT "e_invoicing_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "received_invoices" ADD CONSTRAINT "received_invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoice_deposits_invoice_idx" ON "e_invoice_deposits" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoice_deposits_tracking_idx" ON "e_invoice_deposits" USING btree ("account_id","tracking_id");--> statement-breakpoint
CREATE INDEX "e_invoice_deposits_pending_idx" ON "e_invoice_deposits" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "e_invoice_statuses_key_idx" ON "e_invoice_statuses" USING btree ("account_id","status_key");--> statement-breakpoint
CREATE INDEX "e_invoice_statuses_invoice_idx" ON "e_invoice_statuses" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "e_invoice_statuses_received_idx" ON "e_invoice_statuses" USING btree ("received_invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "received_invoices_flow_idx" ON "received_invoices" USING btree ("account_id","flow_id");--> statement-breakpoint
CREATE INDEX "received_invoices_supplier_number_idx" ON "received_invoices" USING btree ("account_id","supplier_siren","number");