// `node scripts/ci-database.mjs create` prints a postgres:// URL of a fresh database on the local PostgreSQL
// server (nothing when none answers); `node scripts/ci-database.mjs drop <url>` removes it again.
import pg from 'pg';

const server = process.env.CI_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const [action, target] = process.argv.slice(2);
const client = new pg.Client({ connectionString: server, connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  if (action === 'drop' && target) {
    const name = new URL(target).pathname.slice(1);
    if (/^portal_ci_\w+$/.test(name)) await client.query(`drop database if exists ${name} with (force)`);
  } else {
    const name = `portal_ci_${Date.now()}_${process.pid}`;
    await client.query(`create database ${name}`);
    const url = new URL(server);
    url.pathname = `/${name}`;
    process.stdout.write(url.toString());
  }
} catch (error) {
  console.error(`No local PostgreSQL answered at ${server} (${error.message}); PostgreSQL tests will be skipped.`);
} finally {
  await client.end().catch(() => undefined);
}
