CREATE TABLE "folder_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"folder_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"thumbnail" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer
);
--> statement-breakpoint
ALTER TABLE "folder_documents" ADD CONSTRAINT "folder_documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folder_documents" ADD CONSTRAINT "folder_documents_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "folder_documents_folder_idx" ON "folder_documents" USING btree ("account_id","folder_id","id");