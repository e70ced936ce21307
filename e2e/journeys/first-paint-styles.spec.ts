import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * Mantine's own classes (m_ and a hash) on the page that no loaded stylesheet has a rule for: a component
 * drawn without its styles. The sign-in screen loads only the first-paint styles (decision 0027), so a
 * component added to it without adding its styles to app/first-paint-styles.ts shows up here.
 */
async function unstyledMantineClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const styled = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule)
          for (const name of rule.selectorText.match(/\.m_[0-9a-f]+/g) ?? []) styled.add(name.slice(1));
        if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    const used = [...document.querySelectorAll('[class*="m_"]')].flatMap((element) =>
      [...element.classList].filter((name) => /^m_[0-9a-f]+$/.test(name)),
    );
    return [...new Set(used)].filter((name) => !styled.has(name));
  });
}

test('the sign-in screen draws with the first-paint styles alone, every Mantine part of it styled', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.css')) stylesheets.push(new URL(response.url()).pathname);
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect(await unstyledMantineClasses(page)).toEqual([]);
  // A failed sign-in: the field errors and the alert.
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('nobody@demo.test');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Not-the-passw0rd');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.locator('form').getByRole('alert')).toBeVisible();
  expect(await unstyledMantineClasses(page)).toEqual([]);
  expect(stylesheets.filter((file) => file.includes('all-styles'))).toEqual([]);
});
