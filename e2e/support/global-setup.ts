import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { webBuildIsStale } from '../../scripts/web-build-state.mjs';
import { newJourneyTemplate } from './journey-template.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Once per run, before any worker starts its portal: the web build (when stale, so that the workers' `npm start`s
 * do not each build it), the template database every worker's portal copies (journey-template.mjs), and the
 * folder where the workers note the screen states axe found clean (accessibility.ts). At the end, the list of
 * states checked goes to test-results/accessibility-states.txt. A template made before the run (`npm test` makes it
 * while the other lanes still run, and names it in E2E_TEMPLATE) is used as it is, and left to its maker.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (webBuildIsStale()) {
    const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('the web build failed');
  }
  const madeBefore = process.env.E2E_TEMPLATE;
  const made = madeBefore ? null : makeTemplate();
  const axeDir = await fs.mkdtemp(path.join(os.tmpdir(), 'portal-e2e-axe-'));
  // Workers inherit the runner's environment.
  process.env.E2E_TEMPLATE = madeBefore ?? made!.template;
  process.env.E2E_AXE_DIR = axeDir;
  return async () => {
    await made?.remove();
    await reportAccessibilityChecks(axeDir);
    await fs.rm(axeDir, { recursive: true, force: true });
  };
}

function makeTemplate() {
  const made = newJourneyTemplate();
  const maker = spawnSync(process.execPath, ['e2e/support/make-server-template.mjs', made.template], {
    cwd: root,
    stdio: 'inherit',
  });
  if (maker.status !== 0) throw new Error('the journeys’ template database could not be made');
  return made;
}

async function reportAccessibilityChecks(axeDir: string) {
  const log = await fs.readFile(path.join(axeDir, 'log'), 'utf8').catch(() => '');
  const lines = log.split('\n').filter(Boolean);
  const checked = lines.filter((line) => line.startsWith('checked\t')).map((line) => line.slice('checked\t'.length));
  const repeats = lines.length - checked.length;
  await fs.mkdir(path.join(root, 'test-results'), { recursive: true });
  await fs.writeFile(path.join(root, 'test-results/accessibility-states.txt'), `${checked.sort().join('\n')}\n`);
  console.log(`axe: ${checked.length} screen states checked, ${repeats} repeats of a checked state skipped`);
}
