-- Every process remembers sign-ins and account roles (apps/server/src/http/access-cache.ts). These triggers
-- tell all of them, by NOTIFY on "portal_access" at commit, what just changed, so they forget it at once.
-- Payloads: "sign-in:<refresh token id>", "account:<account id>", "person:<email>".
CREATE FUNCTION portal_notify_sign_in() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_access', 'sign-in:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER identity_refresh_tokens_notify_access
  AFTER UPDATE OF revoked_at, expires_at OR DELETE ON identity_refresh_tokens
  FOR EACH ROW EXECUTE FUNCTION portal_notify_sign_in();
--> statement-breakpoint
CREATE FUNCTION portal_notify_assignment() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('portal_access', 'account:' || OLD.account_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('portal_access', 'account:' || NEW.account_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER account_contact_assignments_notify_access
  AFTER INSERT OR UPDATE OR DELETE ON account_contact_assignments
  FOR EACH ROW EXECUTE FUNCTION portal_notify_assignment();
--> statement-breakpoint
CREATE FUNCTION portal_notify_person() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_access', 'person:' || lower(OLD.email));
  IF TG_OP = 'UPDATE' THEN
    PERFORM pg_notify('portal_access', 'person:' || lower(NEW.email));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER contacts_notify_access
  AFTER UPDATE OF email OR DELETE ON contacts
  FOR EACH ROW EXECUTE FUNCTION portal_notify_person();
--> statement-breakpoint
CREATE FUNCTION portal_notify_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_access', 'account:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_notify_access
  AFTER DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION portal_notify_account();
