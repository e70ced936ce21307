// Where the journeys' template database lives (make-server-template.mjs makes it; each worker's portal copies it,
// portal-server.ts). With a PostgreSQL server (TEST_DATABASE_URL, as `npm test` on CI has it) a template database on
// that server, which each worker copies with CREATE DATABASE … TEMPLATE and its portal reaches by DATABASE_URL;
// else a PGlite data directory, which each worker copies as files. The server is the cheaper of the two for the
// journeys: PGlite answers every query of a portal on one connection inside the portal's own process, and three
// portals' PGlites were a third of the journeys' processor time (decision 0050).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const isDatabaseUrl = (target) => /^postgres(ql)?:\/\//.test(target);

/** A new, empty place for the run's template: `{ template, remove }`; `template` is a directory or a postgres URL. */
export function newJourneyTemplate() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = databaseOn(serverUrl, `portal_e2e_template_${process.pid}_${Date.now()}`);
    return { template, remove: () => dropDatabase(template) };
  }
  const template = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-template-'));
  return { template, remove: async () => fs.rmSync(template, { recursive: true, force: true }) };
}

/**
 * One worker's copy of the template: `{ env, remove }`, where `env` is what its portal is started with. `name`
 * tells the copies apart (several runs may share one server). A portal on the server gets a data directory of its
 * own too, for what it keeps as files (call recordings).
 */
export async function copyJourneyTemplate(template, name) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
  const removeDataDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (!isDatabaseUrl(template)) {
    fs.cpSync(template, dataDir, { recursive: true });
    return { env: { DATA_DIR: dataDir }, remove: async () => removeDataDir() };
  }
  const copy = databaseOn(template, `${databaseName(template)}_${name}`);
  await onServer(template, `create database ${databaseName(copy)} template ${databaseName(template)}`);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: copy },
    remove: async () => {
      removeDataDir();
      await dropDatabase(copy);
    },
  };
}

/** Creates the template's database when it is on a server; what to open it with (openDatabase's options). */
export async function createJourneyTemplate(template) {
  if (!isDatabaseUrl(template)) return { dataDir: template };
  await onServer(template, `create database ${databaseName(template)}`);
  return { databaseUrl: template };
}

function databaseOn(serverUrl, name) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

const databaseName = (url) => new URL(url).pathname.slice(1);

/** Runs one statement on the server of `url`, connected to its `postgres` database (not the one being copied). */
async function onServer(url, statement) {
  const client = new pg.Client({ connectionString: databaseOn(url, 'postgres'), connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const dropDatabase = (url) => onServer(url, `drop database if exists ${databaseName(url)} with (force)`);
