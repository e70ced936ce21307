import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Fails when axe finds a WCAG 2.2 AA violation on the page as it settles. It waits for running transitions
 * first: a toast fading in is half transparent, and axe would measure the contrast of that moment.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running'),
    undefined,
    {
      timeout: 5_000,
    },
  );
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  const violations = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(violations, `accessibility violations on ${page.url()}`).toEqual([]);
}
