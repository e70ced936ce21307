// `npm start`: build the web app when its build is missing or older than its sources, then run the
// server in this process (migrations and the first-start demo seed happen inside it).
import { spawnSync } from 'node:child_process';
import { register } from 'tsx/esm/api';
import { webBuildIsStale } from './web-build-state.mjs';

if (webBuildIsStale()) {
  console.log('Building the web app (first start, or its sources changed)...');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// `npm start` is the demo: unless told otherwise it runs in development mode with the dev outbox on, so
// passcodes can be read at /dev/mailbox. A deployment sets NODE_ENV=production and SMTP_URL instead.
process.env.NODE_ENV ||= 'development';
if (process.env.NODE_ENV !== 'production' && !process.env.SMTP_URL) process.env.DEV_OUTBOX ||= 'true';

register();
await import('../apps/server/src/main.ts');
