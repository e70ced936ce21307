import fs from 'node:fs';

const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

/** The Chromium the browser journeys use: CHROMIUM_PATH, or the first system one found. */
export function findChromium() {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return fs.existsSync(configured) ? configured : null;
  return CANDIDATES.find((candidate) => fs.existsSync(candidate)) ?? null;
}

export const CHROMIUM_HELP = [
  'No Chromium found for the browser journeys.',
  'Install one, e.g. on Debian or Ubuntu:  sudo apt-get install -y chromium',
  'or point CHROMIUM_PATH at an installed Chromium or Chrome binary.',
].join('\n');
