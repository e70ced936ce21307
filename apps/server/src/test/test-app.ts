import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config/env';
import type { Database } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import type { App } from '../http/types';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: App;
  database: Database;
  config: AppConfig;
  close(): Promise<void>;
}

/** The real application on a fresh, migrated and seeded test database, for `app.inject` or real HTTP. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  await prepareDatabase(database);
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: emptyWebDist(), ...env });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** A built web app stand-in: the server only needs an index.html to serve. */
function emptyWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Advertiser Portal</title><div id="root"></div>');
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app")');
  return dir;
}
