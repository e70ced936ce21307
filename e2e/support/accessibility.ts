import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Counts changes to a page's DOM from its first moment (an init script): see `expectAccessible`. */
export function countDomChanges(): void {
  let changes = 0;
  new MutationObserver((records) => (changes += records.length)).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  Object.defineProperty(window, '__domChanges', { get: () => changes });
}

/** Where each page was last found clean: its address and DOM change count at that moment. */
const lastClean = new WeakMap<Page, string>();

/**
 * Fails when axe finds a WCAG 2.2 AA violation on the page as it settles. It waits for running transitions
 * first: a toast fading in is half transparent, and axe would measure the contrast of that moment.
 * `unlessUnchanged`: skipped when the page was found clean and its DOM has not changed since (the check at
 * the end of every journey, which often follows the journey's own check of the same screen).
 */
export async function expectAccessible(page: Page, { unlessUnchanged = false } = {}): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running'),
    undefined,
    { timeout: 5_000 },
  );
  const state = await page.evaluate(() => {
    const changes = (window as { __domChanges?: number }).__domChanges;
    return changes === undefined ? null : `${location.href} ${changes}`;
  });
  if (unlessUnchanged && state !== null && lastClean.get(page) === state) return;
  // Axe's default runs each frame apart and combines them in a new blank tab, which only a frame from another
  // origin (the payment provider's card fields) needs; otherwise it runs in the page, a third faster.
  const origin = new URL(page.url()).origin;
  const foreignFrame = page
    .frames()
    .some((frame) => /^https?:/.test(frame.url()) && new URL(frame.url()).origin !== origin);
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).setLegacyMode(!foreignFrame).analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(violations, `accessibility violations on ${page.url()}`).toEqual([]);
  if (state !== null) lastClean.set(page, state);
}
