// `node scripts/make-app-icons.mjs`: draws the installable app's icons (apps/web/public/icons) from the favicon's
// mark, with Chromium. Run again after the mark changes; the PNGs are committed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { findChromium } from './find-chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mark = fs.readFileSync(path.join(root, 'apps/web/public/favicon.svg'), 'utf8');
const out = path.join(root, 'apps/web/public/icons');
fs.mkdirSync(out, { recursive: true });

// The favicon's glyph on the full square: a maskable icon's launcher may cut it to a circle of 80 % of its width,
// so the glyph stays within the middle 60 %.
const glyph = mark.match(/<path[^>]*\/>/)[0];
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#1c7ed6"/><g transform="translate(16 16) scale(0.75) translate(-16 -16)">${glyph}</g></svg>`;

const browser = await chromium.launch({ executablePath: findChromium({ headlessShell: true }) ?? undefined });
try {
  const page = await browser.newPage();
  for (const [name, svg, size] of [
    ['icon-192.png', mark, 192],
    ['icon-512.png', mark, 512],
    ['maskable-512.png', maskable, 512],
    ['apple-touch-icon.png', maskable, 180],
  ]) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    await page.screenshot({ path: path.join(out, name), omitBackground: true });
  }
} finally {
  await browser.close();
}
console.log(`Icons written to ${path.relative(root, out)}`);
