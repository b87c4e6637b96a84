ALTER TABLE "invoices" ALTER COLUMN "code" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "sequence_value" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "kind" text DEFAULT 'INVOICE' NOT NULL;--> statement-breakpoint
-- Invoices saved before drafts existed were numbered at once: they are issued, at their creation.
ALTER TABLE "invoices" ADD COLUMN "state" text DEFAULT 'ISSUED' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "state" SET DEFAULT 'DRAFT';--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issued_at" timestamp with time zone;--> statement-breakpoint
UPDATE "invoices" SET "issued_at" = "created_at";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "credited_invoice_id" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_invoice_id_invoices_id_fk" FOREIGN KEY ("credited_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
DROP INDEX "invoices_account_sequence_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_account_kind_sequence_idx" ON "invoices" USING btree ("account_id","kind","sequence_value");--> statement-breakpoint
CREATE INDEX "invoices_credited_invoice_idx" ON "invoices" USING btree ("credited_invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_account_issued_idx" ON "invoices" USING btree ("account_id","issued_at","id");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_numbered" CHECK ("invoices"."state" = 'DRAFT' OR ("invoices"."code" IS NOT NULL AND "invoices"."sequence_value" IS NOT NULL AND "invoices"."issued_at" IS NOT NULL));--> statement-breakpoint
CREATE TABLE "invoice_documents" (
	"invoice_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content" bytea NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_documents" ADD CONSTRAINT "invoice_documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
