ALTER TABLE "folders" drop column "search_text";--> statement-breakpoint
ALTER TABLE "folders" ADD COLUMN "search_text" text GENERATED ALWAYS AS (plateau_search_fold(coalesce(external_number, '') || ' ' || order_no || ' ' || coalesce((vehicule->>'immatriculation'), '') || ' ' || coalesce(regexp_replace((vehicule->>'immatriculation'), '[^[:alnum:]]', '', 'g'), '') || ' ' || coalesce(nullif(trim(coalesce(customer_place->>'contactFirstname', '') || ' ' || coalesce(customer_place->>'contactName', '')), ''), '') || ' ' || coalesce(customer_place->>'city', '')) || ' ' || regexp_replace(regexp_replace(regexp_replace(coalesce(contact_phone, ''), '[^0-9+]', '', 'g'), '^([+]33|0033)0?', '0'), '[^0-9]', '', 'g') || ' ' || regexp_replace(regexp_replace(regexp_replace(coalesce((customer_place->>'contactPhone'), ''), '[^0-9+]', '', 'g'), '^([+]33|0033)0?', '0'), '[^0-9]', '', 'g') || ' ' || regexp_replace(regexp_replace(regexp_replace(coalesce((intervention_depannage->>'telephoneAppelant'), ''), '[^0-9+]', '', 'g'), '^([+]33|0033)0?', '0'), '[^0-9]', '', 'g')) STORED;--> statement-breakpoint
-- The callers' phone keys join the keyword search (issue 28 §5: a caller's number typed with
-- spaces or +33 finds the folder). Dropping the column dropped the indexes that hold it: the same
-- ones again.
CREATE INDEX "folders_account_created_idx" ON "folders" USING btree ("account_id","creation_date_time" DESC NULLS FIRST,"id" DESC NULLS FIRST,"search_text");--> statement-breakpoint
CREATE INDEX "folders_provider_created_idx" ON "folders" USING btree ("assistance_provider","creation_date_time" DESC NULLS FIRST,"id" DESC NULLS FIRST,"search_text");--> statement-breakpoint
CREATE INDEX "folders_search_trgm_idx" ON "folders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "folders_account_search_trgm_idx" ON "folders" USING gin ("account_id", "search_text" gin_trgm_ops);--> statement-breakpoint
-- A new column has no statistics: without them the planner takes the trigram index for any keyword.
ANALYZE "folders";
