import fs from 'node:fs';

// Chromium's headless shell first: it draws pages without the browser's own interface and GPU process, and
// runs the journeys in about three quarters of the full browser's time on 2 cores (docs/decisions/0036).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const BROWSERS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/**
 * The Chromium a tool drives: CHROMIUM_PATH, else the first installed one. `headlessShell` allows Chromium's
 * headless shell (enough for Playwright's journeys; Lighthouse and the live-updates benchmark want a browser).
 */
export function findChromium({ headlessShell = false } = {}) {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return fs.existsSync(configured) ? configured : null;
  const candidates = headlessShell ? [HEADLESS_SHELL, ...BROWSERS] : BROWSERS;
  return candidates.find((candidate) => fs.existsSync(candidate)) ?? null;
}

export const CHROMIUM_HELP = [
  'No Chromium found for the browser journeys.',
  'Install one, e.g. on Debian or Ubuntu:  sudo apt-get install -y chromium  (the headless shell alone cannot show',
  'the push journeys’ notifications), or point CHROMIUM_PATH at an installed Chromium or Chrome binary.',
].join('\n');
