import { test as base, expect } from '@playwright/test';
import { expectAccessible } from './accessibility';

/**
 * Journeys get a page that fails the test on any uncaught page error, and that is checked with axe at the
 * end of every journey (journeys also check each page they pass through with `expectAccessible`).
 */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: async ({ page }, use) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await use(errors);
  },
  page: async ({ page }, use) => {
    await use(page);
    if (page.url().startsWith('http')) await expectAccessible(page);
  },
});

export { expect };
