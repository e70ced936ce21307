-- Every process may remember account-scoped reads (apps/server/src/http/read-cache.ts: the account, the
-- summary, the activity table). These triggers tell all of them, by NOTIFY on "portal_data" at commit, which
-- accounts' data just changed, so they forget those reads at once. Payloads: "<account id>", or "*" (all).
-- One notice per account and statement (statement-level, over the transition table), not one per row: a
-- batch of 500 events costs a handful of notices. PostgreSQL folds repeats within a transaction.
CREATE FUNCTION portal_notify_account_data() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid;
BEGIN
  FOR changed IN SELECT DISTINCT account_id FROM changed_rows WHERE account_id IS NOT NULL LOOP
    PERFORM pg_notify('portal_data', changed::text);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION portal_notify_accounts_data() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid;
BEGIN
  FOR changed IN SELECT DISTINCT id FROM changed_rows LOOP
    PERFORM pg_notify('portal_data', changed::text);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Account managers are shared by many accounts, and rarely change: every process forgets everything.
CREATE FUNCTION portal_notify_all_data() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_data', '*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER account_managers_notify_data AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON account_managers
  FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_all_data();
--> statement-breakpoint
-- A transition table belongs to one event, so each table gets a trigger per event (two for UPDATE: a row
-- that moved to another account changed both). TRUNCATE has no rows to name: everything is forgotten.
DO $$
DECLARE
  target text;
  notify text;
BEGIN
  FOREACH target IN ARRAY ARRAY['accounts', 'billing_accounts', 'payment_methods', 'campaigns', 'listings',
    'daily_rollups', 'supply_events', 'disputes', 'recordings', 'invoice_ledger_entries'] LOOP
    notify := CASE WHEN target = 'accounts' THEN 'portal_notify_accounts_data' ELSE 'portal_notify_account_data' END;
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION %I()', target || '_inserted_notify_data', target, notify);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION %I()', target || '_updated_from_notify_data', target, notify);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION %I()', target || '_updated_to_notify_data', target, notify);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows
      FOR EACH STATEMENT EXECUTE FUNCTION %I()', target || '_deleted_notify_data', target, notify);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_all_data()', target || '_truncated_notify_data', target);
  END LOOP;
END $$;
