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

register();
await import('../apps/server/src/main.ts');
