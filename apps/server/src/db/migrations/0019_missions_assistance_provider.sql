ALTER TABLE "missions" ADD COLUMN "assistance_provider" text;--> statement-breakpoint
UPDATE "missions" SET "assistance_provider" = "folders"."assistance_provider" FROM "folders" WHERE "folders"."id" = "missions"."folder_id" AND "folders"."assistance_provider" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "missions_provider_date_idx" ON "missions" USING btree ("assistance_provider","mission_date_time") WHERE "missions"."truck_id" is not null;--> statement-breakpoint
CREATE FUNCTION "missions_copy_assistance_provider"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.assistance_provider := (SELECT f.assistance_provider FROM folders f WHERE f.id = NEW.folder_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "missions_copy_assistance_provider" BEFORE INSERT OR UPDATE OF "folder_id", "assistance_provider" ON "missions" FOR EACH ROW EXECUTE FUNCTION "missions_copy_assistance_provider"();--> statement-breakpoint
CREATE FUNCTION "folders_spread_assistance_provider"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE missions SET assistance_provider = NEW.assistance_provider WHERE folder_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "folders_spread_assistance_provider" AFTER UPDATE OF "assistance_provider" ON "folders" FOR EACH ROW WHEN (OLD.assistance_provider IS DISTINCT FROM NEW.assistance_provider) EXECUTE FUNCTION "folders_spread_assistance_provider"();
