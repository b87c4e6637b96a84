ALTER TABLE "folder_messages" ADD COLUMN "account_id" integer;--> statement-breakpoint
UPDATE "folder_messages" SET "account_id" = "folders"."account_id" FROM "folders" WHERE "folders"."id" = "folder_messages"."folder_id";--> statement-breakpoint
ALTER TABLE "folder_messages" ALTER COLUMN "account_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "folder_messages" ADD CONSTRAINT "folder_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "folder_messages_unread_idx" ON "folder_messages" USING btree ("account_id","folder_id") WHERE "folder_messages"."mark_as_read" = false and "folder_messages"."provenance" <> 'BACKOFFICE';
