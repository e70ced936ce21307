ALTER TABLE "daily_rollups" ADD COLUMN "booked" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_rollups" ADD COLUMN "won" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_rollups" ADD COLUMN "revenue_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_rollups" ADD COLUMN "lost_to_cap" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "supply_events" ADD COLUMN "job_value_cents" bigint;--> statement-breakpoint
ALTER TABLE "supply_events" ADD COLUMN "outcome_day" date;--> statement-breakpoint
-- Lost to the cap: each stored event that was not bought because a budget's cap was reached or the funds ran out,
-- counted on its day in the account's time zone (the zones as packages/shared/src/time-zones.ts maps them today;
-- any other is America/New_York, its default). Leads and calls already marked BOOKED or WON are counted as
-- marked on the day they arrived: when they were marked was not kept. None has a job value yet.
WITH zones(abbreviation, iana) AS (
  VALUES
    ('AST', 'America/Puerto_Rico'),
    ('EST', 'America/New_York'),
    ('EDT', 'America/New_York'),
    ('CST', 'America/Chicago'),
    ('CDT', 'America/Chicago'),
    ('MST', 'America/Denver'),
    ('MDT', 'America/Denver'),
    ('PST', 'America/Los_Angeles'),
    ('PDT', 'America/Los_Angeles'),
    ('AKST', 'America/Anchorage'),
    ('AKDT', 'America/Anchorage'),
    ('HST', 'Pacific/Honolulu'),
    ('HAST', 'America/Adak'),
    ('HADT', 'America/Adak'),
    ('SST', 'Pacific/Pago_Pago'),
    ('SDT', 'Pacific/Pago_Pago'),
    ('CHST', 'Pacific/Guam')
),
days AS (
  SELECT e.id, e.account_id, e.campaign_id, e.reason, e.customer_status,
    (e.occurred_at AT TIME ZONE coalesce(z.iana, 'America/New_York'))::date AS day
  FROM supply_events e
  JOIN accounts a ON a.id = e.account_id
  LEFT JOIN zones z ON z.abbreviation = a.time_zone
  WHERE e.reason IN ('BUDGET_REACHED', 'INSUFFICIENT_FUNDS') OR e.customer_status IN ('BOOKED', 'WON')
),
-- A data-modifying WITH runs once whether or not the statement reads it.
marked AS (
  UPDATE supply_events e SET outcome_day = d.day
  FROM days d
  WHERE e.id = d.id AND d.customer_status IN ('BOOKED', 'WON')
  RETURNING e.id
),
counts AS (
  SELECT account_id, campaign_id, day,
    count(*) FILTER (WHERE reason IN ('BUDGET_REACHED', 'INSUFFICIENT_FUNDS')) AS lost,
    count(*) FILTER (WHERE customer_status = 'BOOKED') AS booked,
    count(*) FILTER (WHERE customer_status = 'WON') AS won
  FROM days
  GROUP BY account_id, campaign_id, day
)
-- A roll-up row may be missing for a day (an account whose zone changed after its events arrived): made here.
INSERT INTO daily_rollups (account_id, campaign_id, day, lost_to_cap, booked, won)
SELECT account_id, campaign_id, day, lost, booked, won FROM counts
ON CONFLICT (account_id, campaign_id, day) DO UPDATE
SET lost_to_cap = excluded.lost_to_cap, booked = excluded.booked, won = excluded.won;
