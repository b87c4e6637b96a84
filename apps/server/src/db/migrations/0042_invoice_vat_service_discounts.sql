ALTER TABLE "invoice_lines" ADD COLUMN "discount_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "discount_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "credited_line_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_treatment" text DEFAULT 'STANDARD' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "service_date" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "service_period_start" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "service_period_end" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "allowance_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "allowance_reason" text;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_credited_line_id_invoice_lines_id_fk" FOREIGN KEY ("credited_line_id") REFERENCES "public"."invoice_lines"("id") ON DELETE no action ON UPDATE no action;