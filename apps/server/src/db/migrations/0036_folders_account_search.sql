-- A keyword search of one account's folders counted its matches by ANDing the trigram index's
-- bitmap with a bitmap of every folder of the account (100,000 entries for the largest bulk
-- account: 27 ms of PostgreSQL for « durand », issue 24 §6). One GIN index on both columns
-- (btree_gin for the account) finds the account's matching folders in one scan. The trigram index
-- alone stays for the scopes of several accounts (a supervisor's) and of an assistance company.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "folders_account_search_trgm_idx" ON "folders" USING gin ("account_id", "search_text" gin_trgm_ops);
