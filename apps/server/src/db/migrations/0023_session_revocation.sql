-- Access ends when it is taken away (issue 18 §1). An access token carries its user's session epoch;
-- changing the password bumps it, so the tokens issued before are refused at once.
ALTER TABLE "users" ADD COLUMN "session_epoch" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every server instance keeps a short cache of the users' session state (lib/sessions): these
-- triggers tell every instance, through NOTIFY on commit, what to forget, whichever code made the
-- change. TG_ARGV[0] is the payload's key (userId, accountId), TG_ARGV[1] the column holding it.
CREATE FUNCTION "plateau_notify_session_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('plateau_sessions', json_build_object(TG_ARGV[0], (to_jsonb(OLD) ->> TG_ARGV[1])::int)::text);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('plateau_sessions', json_build_object(TG_ARGV[0], (to_jsonb(NEW) ->> TG_ARGV[1])::int)::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_session_change" AFTER UPDATE OF "role", "account_id", "session_epoch" ON "users" FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.account_id IS DISTINCT FROM NEW.account_id OR OLD.session_epoch IS DISTINCT FROM NEW.session_epoch) EXECUTE FUNCTION "plateau_notify_session_change"('userId', 'id');--> statement-breakpoint
CREATE TRIGGER "users_session_end" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "plateau_notify_session_change"('userId', 'id');--> statement-breakpoint
CREATE TRIGGER "accounts_session_change" AFTER UPDATE OF "active", "business_nature", "assistance_provider" ON "accounts" FOR EACH ROW WHEN (OLD.active IS DISTINCT FROM NEW.active OR OLD.business_nature IS DISTINCT FROM NEW.business_nature OR OLD.assistance_provider IS DISTINCT FROM NEW.assistance_provider) EXECUTE FUNCTION "plateau_notify_session_change"('accountId', 'id');--> statement-breakpoint
CREATE TRIGGER "accounts_session_end" AFTER DELETE ON "accounts" FOR EACH ROW EXECUTE FUNCTION "plateau_notify_session_change"('accountId', 'id');--> statement-breakpoint
CREATE TRIGGER "account_supervisions_session_change" AFTER INSERT OR UPDATE OR DELETE ON "account_supervisions" FOR EACH ROW EXECUTE FUNCTION "plateau_notify_session_change"('accountId', 'account_id');
