import type { SandboxDatabase } from './sandbox-database';
import { DEMO_METHODS_SQL } from './demo-methods';

/**
 * The sandbox's tables (tables.ts), created at its start and never migrated: `if not exists` makes a second
 * start a no-op. A change to them is a new statement here that is itself idempotent (`add column if not
 * exists`), since the sandbox's data is test data that nobody needs to carry through a migration.
 */
const BOOTSTRAP_SQL = `
create schema if not exists payments_sandbox;

create table if not exists payments_sandbox.tokens (
  id text primary key,
  kind text not null check (kind in ('CARD', 'BANK')),
  brand text,
  last4 text not null check (last4 ~ '^[0-9]{4}$'),
  exp_month integer check (exp_month between 1 and 12),
  exp_year integer,
  behaviour text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create table if not exists payments_sandbox.payment_methods (
  id text primary key,
  kind text not null check (kind in ('CARD', 'BANK')),
  brand text,
  last4 text not null check (last4 ~ '^[0-9]{4}$'),
  exp_month integer check (exp_month between 1 and 12),
  exp_year integer,
  behaviour text not null,
  created_at timestamptz not null default now()
);

create table if not exists payments_sandbox.charges (
  id text primary key,
  payment_method_id text not null references payments_sandbox.payment_methods (id),
  amount_cents integer not null check (amount_cents > 0),
  currency text not null check (currency = 'usd'),
  description text,
  idempotency_key text not null unique,
  request_fingerprint text not null,
  status text not null check (status in ('succeeded', 'failed')),
  failure_code text,
  created_at timestamptz not null default now()
);

create table if not exists payments_sandbox.refunds (
  id text primary key,
  charge_id text not null references payments_sandbox.charges (id),
  amount_cents integer not null check (amount_cents > 0),
  idempotency_key text not null unique,
  request_fingerprint text not null,
  created_at timestamptz not null default now()
);

create index if not exists refunds_charge_id on payments_sandbox.refunds (charge_id);

alter table payments_sandbox.tokens add column if not exists fingerprint text;
alter table payments_sandbox.payment_methods add column if not exists fingerprint text;
`;

/** An arbitrary constant: two processes starting at once take turns instead of racing on `create schema`. */
const BOOTSTRAP_LOCK = 7_301_955;

export async function bootstrapSandboxTables(database: SandboxDatabase): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('begin');
    await client.query(`select pg_advisory_xact_lock(${BOOTSTRAP_LOCK})`);
    await client.query(BOOTSTRAP_SQL);
    await client.query(DEMO_METHODS_SQL);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}
