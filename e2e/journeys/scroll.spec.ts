import { expect, test } from '../support/fixtures';
import { selectAccountOnce } from '../support/supply-events';

test('a lead opened from a scrolled list opens at its top, and back returns to the list where it was', async ({
  page,
  signedInAs,
}) => {
  await signedInAs('owner');
  await selectAccountOnce(page);
  await page.goto('/');
  const table = page.getByRole('table', { name: 'Leads and calls' });
  const row = table.getByRole('row').nth(12);
  await row.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(500);

  const link = row.getByRole('link');
  const href = (await link.getAttribute('href'))!;
  await link.click();
  const heading = page.getByRole('heading', { level: 1, name: /^(Lead|Call) from / });
  await expect(heading).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // Below the sticky header, not under it.
  const header = (await page.getByRole('banner').boundingBox())!;
  expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);

  // Back where the person was: the row they opened is in view again (not the top of the Summary). The exact pixel
  // may differ a little as the panels above it finish drawing.
  await page.goBack();
  await expect(table.locator(`a[href="${href}"]`)).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
});
